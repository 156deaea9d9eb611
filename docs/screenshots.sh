#!/usr/bin/env bash
# Remakes docs/screenshot-main.png and docs/screenshot-lesson-00.png from the student edition
# of the docs, with headless Chromium (Debian: apt-get install chromium). The course itself
# never needs Chromium; this is for the README's pictures only.
set -euo pipefail
cd "$(dirname "$0")/.."
./course docs --edition student
html="${COURSE_BUILD_DIR:-$PWD/build}/docs/student"
shot() {   # shot PAGE OUT WIDTH,HEIGHT
  local profile
  profile=$(mktemp -d)
  chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$profile" --hide-scrollbars --screenshot="$2" --window-size="$3" \
    "file://$html/$1" 2>/dev/null
  rm -rf "$profile"
}
shot index.html docs/screenshot-main.png 1100,1100
shot lesson_00.html docs/screenshot-lesson-00.png 1100,1250
