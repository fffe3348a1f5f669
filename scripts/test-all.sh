#!/usr/bin/env bash
# Installs what the tests need (Debian's Chromium, the npm packages of the lock file) and runs every test:
# type check, lint and format, unit and property tests, production build, end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
	SUDO=""
	if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
	$SUDO apt-get update -qq
	$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
fi

npm ci --no-audit --no-fund
npm test
