#!/usr/bin/env bash
# Installs what is missing: the npm packages (npm ci) and, on request, Debian packages for the end-to-end tests:
#   --browser    Debian's Chromium (never a browser of its own)
#   --wordpress  Debian's WordPress, PHP (CLI, mysqli) and MariaDB, for the WordPress plugin's tests; their
#                services are not started (the tests start their own, on localhost only)
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages (npm ci)..."
  npm ci --no-audit --no-fund
fi

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

missing=()
for flag in "$@"; do
  case "$flag" in
    --browser)
      [ -x /usr/bin/chromium ] || missing+=(chromium)
      ;;
    --wordpress)
      if [ ! -f /usr/share/wordpress/wp-settings.php ] || ! command -v mariadbd >/dev/null ||
        ! command -v php >/dev/null || ! php -m 2>/dev/null | grep -x mysqli >/dev/null; then
        missing+=(wordpress php-cli php-mysql mariadb-server)
      fi
      ;;
    *)
      echo "ensure-deps.sh: unknown option $flag" >&2
      exit 2
      ;;
  esac
done

if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing Debian packages (apt-get): ${missing[*]}..."
  # Packages with services (MariaDB, the web server WordPress depends on) must not start them here: a
  # policy-rc.d that refuses, only for this install and only if the machine has none of its own.
  policy=/usr/sbin/policy-rc.d
  if [ ! -e "$policy" ]; then
    as_root sh -c "printf '#!/bin/sh\nexit 101\n' > $policy && chmod +x $policy"
    trap 'as_root rm -f "$policy"' EXIT
  fi
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
