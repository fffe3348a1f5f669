#!/usr/bin/env bash
# Installs what the tests need (Debian's Chromium, the npm packages of the lock file) and runs every test:
# type check, lint and format, unit and property tests, production build, end-to-end tests in Chromium.
# Chromium is installed side by side with the rest: only the end-to-end tests need it, and they wait for it
# (tests/e2e/browser-ready.ts) while the install, the build, the type check, the lint and the unit tests go on.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
	SUDO=""
	if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
	ready="$(mktemp -d)/chromium"
	(
		set +e
		$SUDO apt-get update -qq && $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
		echo $? > "$ready.status"
	) > "$ready.log" 2>&1 &
	export CHROMIUM_INSTALL="$ready"
fi

npm ci --no-audit --no-fund
npm test
