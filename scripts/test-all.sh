#!/usr/bin/env bash
# Installs what the tests need (Debian's Chromium, npm packages) and runs every test:
# type check, unit and property tests, production build, end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
	SUDO=""
	if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
	$SUDO apt-get update -qq
	$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
fi

# npm ci refuses this lock file: @lix-js/sdk (under Paraglide) names platform packages the registry lacks.
npm install --no-audit --no-fund
npm test
