#!/usr/bin/env bash
# Animation Playground launcher: installs the system libraries the build needs (Debian/Ubuntu),
# builds the `playground` app in release mode and opens it, passing every argument through.
#
#   ./run.sh                      # the gallery window
#   ./run.sh --scene bolt-spinner # one scene full-window
#   ./run.sh --headless --scene snow --frames 120 --fps 60 --out frames/
#   ./run.sh --help
#
# Environment: PLAYGROUND_BUILD_DIR overrides SwiftPM's scratch directory (default .build).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"

say() { printf 'run.sh: %s\n' "$*" >&2; }

# Libraries the targets link (SDL2, SDL2_ttf, cairo), pkg-config to find them, and git to fetch
# swift-argument-parser on the first build.
PACKAGES=(libsdl2-dev libsdl2-ttf-dev libcairo2-dev pkg-config git)

install_missing() {
    if ! command -v dpkg >/dev/null 2>&1; then
        say "not a Debian-based system: make sure SDL2, SDL2_ttf, cairo (development files) and pkg-config are installed"
        return 0
    fi
    local missing=() p
    for p in "${PACKAGES[@]}"; do
        dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
    done
    ((${#missing[@]} == 0)) && return 0
    say "installing missing packages: ${missing[*]}"
    local sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        if ! command -v sudo >/dev/null 2>&1; then
            say "cannot install ${missing[*]}: run as root or install sudo, then try again"
            exit 1
        fi
        sudo=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -q || say "apt-get update failed; trying to install anyway"
    if ! "${sudo[@]}" apt-get install -y -q "${missing[@]}"; then
        say "could not install ${missing[*]}: install them with apt-get and run ./run.sh again"
        exit 1
    fi
}

install_missing

if ! command -v swift >/dev/null 2>&1; then
    say "swift was not found: install Swift 6 from https://swift.org/install and put it on PATH"
    exit 1
fi

BUILD=(swift build -c release --product playground)
if [[ -n ${PLAYGROUND_BUILD_DIR:-} ]]; then BUILD+=(--scratch-path "$PLAYGROUND_BUILD_DIR"); fi

if ! "${BUILD[@]}" >&2; then
    say "the build failed (see the messages above)"
    exit 1
fi
BIN_DIR=$("${BUILD[@]}" --show-bin-path)

exec "$BIN_DIR/playground" "$@"
