#!/usr/bin/env bash
# Animation Playground launcher: installs the system libraries the build needs (Debian/Ubuntu),
# builds the `playground` app in release mode and opens it, passing every argument through.
#
#   ./run.sh                      # the gallery window
#   ./run.sh --scene bolt-spinner # one scene full-window
#   ./run.sh --headless --scene snow --frames 120 --fps 60 --out frames/
#   ./run.sh new Spin --in ~/scenes   # a scene package of your own
#   ./run.sh watch ~/scenes/Spin      # show it, rebuilding on every save
#   ./run.sh --help
#
# Environment: PLAYGROUND_BUILD_DIR overrides SwiftPM's scratch directory (default .build).
set -euo pipefail

# Build in the checkout, but run from the caller's folder: relative paths (`watch .`, `--out`,
# `new NAME`) and `E` recordings mean what they say where the command was typed.
CALLER_DIR=$PWD
cd "$(dirname "${BASH_SOURCE[0]}")"

say() { printf 'run.sh: %s\n' "$*" >&2; }

# Libraries the targets link (SDL2, SDL2_ttf, cairo), pkg-config to find them, and git to fetch
# swift-argument-parser on the first build: scripts/install-dependencies.sh installs the missing ones.
if ! scripts/install-dependencies.sh; then
    say "could not install the missing packages: install them with apt-get and run ./run.sh again"
    exit 1
fi

if ! command -v swift >/dev/null 2>&1; then
    say "swift was not found: install Swift 6 from https://swift.org/install and put it on PATH"
    exit 1
fi

# The Swift runtime and Foundation are linked statically: about 6 MB less resident memory
# (Sources/Benchmarks/README.md, "How to measure") and a binary that runs without the toolchain's libraries.
BUILD=(swift build -c release --static-swift-stdlib --product playground)
if [[ -n ${PLAYGROUND_BUILD_DIR:-} ]]; then BUILD+=(--scratch-path "$PLAYGROUND_BUILD_DIR"); fi

if ! "${BUILD[@]}" >&2; then
    say "the build failed (see the messages above)"
    exit 1
fi
BIN_DIR=$("${BUILD[@]}" --show-bin-path)

cd "$CALLER_DIR"
exec "$BIN_DIR/playground" "$@"
