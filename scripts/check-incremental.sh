#!/usr/bin/env bash
# Checks that an incremental build after a layout change in AnimationCore gives working binaries.
#
# The bug this guards against (swiftlang/swift#89636, swiftlang/swift-package-manager#10502):
# when a non-resilient type in a module gains or loses a stored property, a client module that
# sees that type only through another module's `@_exported import` is not recompiled, and runs
# with the old layout. This package had that shape: AnimationUIKit re-exports AnimationCore, and
# Gallery and PortingTests depended on AnimationUIKit alone. Adding
# `private var padding: (Int, Int, Int, Int, Int, Int, Int, Int)` as the first stored property of
# `CALayer` and building again recompiled 158 files, none in Gallery or PortingTests, and
# `swift test --skip-build --filter PortingTests` died in its first test with
# "malloc(): corrupted top size" (signal 6); the headless app crashed the same way. The fix is in
# Package.swift: every target that uses core types lists AnimationCore among its dependencies.
#
# What this script does, in the package's own build folder (or --scratch-path DIR):
#   1. builds everything (`swift build --build-tests`);
#   2. adds a 64-byte stored property to `CALayer` (a class every module uses) and to
#      `LayerContent` (a struct the snapshot builder writes and the renderer reads);
#   3. builds incrementally and runs the smoke test: PortingTests, the core's snapshot tests,
#      and three headless frames of three scenes;
#   4. restores the two files, builds incrementally again (the property is lost) and runs the
#      smoke test once more.
# The files are restored whatever happens (also on Ctrl-C). Exit 0 when every step passed.
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH=()
if [[ ${1:-} == --scratch-path ]]; then SCRATCH=(--scratch-path "$2"); fi

LAYER=Sources/AnimationCore/Layers/CALayer.swift
CONTENT=Sources/AnimationCore/Snapshot/RenderNode.swift
BACKUP=$(mktemp -d)
cp "$LAYER" "$CONTENT" "$BACKUP/"
restore() {
    cp "$BACKUP/$(basename "$LAYER")" "$LAYER"
    cp "$BACKUP/$(basename "$CONTENT")" "$CONTENT"
    rm -rf "$BACKUP"
}
trap restore EXIT

say() { printf '== check-incremental: %s\n' "$*"; }

build() { swift build --build-tests "${SCRATCH[@]}" 2>&1 | grep -E ": error:|Compiling|Build complete" | awk '
    /Compiling/ { split($0, a, " "); n[a[3]]++; next } { print }
    END { for (m in n) printf "   recompiled in %s: %d files\n", m, n[m] }'; }

smoke() {
    local bin
    bin=$(swift build "${SCRATCH[@]}" --show-bin-path)
    local log status=0
    log=$(mktemp)
    swift test --skip-build "${SCRATCH[@]}" --filter 'PortingTests|AnimationCoreTests.RenderSnapshotTests' \
        >"$log" 2>&1 || status=$?
    grep -E "error:|Executed [0-9]+ tests|signal|corrupted|Fatal" "$log" | tail -5 || true
    rm -f "$log"
    [[ $status -eq 0 ]] || { say "the tests failed after $1 (exit $status)"; return 1; }
    local out
    out=$(mktemp -d)
    for scene in bolt-spinner login animation-group-demo; do
        if ! "$bin/playground" --headless --scene "$scene" --frames 3 --fps 10 --from 1 \
            --out "$out/$scene" >"$out/$scene.log" 2>&1; then
            say "the headless app failed on $scene after $1:"; tail -5 "$out/$scene.log"; rm -rf "$out"; return 1
        fi
        [[ $(ls "$out/$scene" | wc -l) -eq 3 ]] || { say "$scene wrote no frames after $1"; rm -rf "$out"; return 1; }
    done
    rm -rf "$out"
    say "smoke test passed after $1"
}

say "full build"
build
say "adding a stored property to CALayer and LayerContent"
pad='    private var incrementalCheckPadding = SIMD8<Int>(1, 2, 3, 4, 5, 6, 7, 8)'
awk -v pad="$pad" '{ print } /^open class CALayer: / && !done { print pad; done = 1 }' "$BACKUP/CALayer.swift" >"$LAYER"
awk -v pad="$pad" '{ print } /^public struct LayerContent: / && !done { print pad; done = 1 }' \
    "$BACKUP/RenderNode.swift" >"$CONTENT"
grep -q incrementalCheckPadding "$LAYER" && grep -q incrementalCheckPadding "$CONTENT"
build
smoke "adding the property"

say "removing it again"
restore
trap - EXIT
build
smoke "removing the property"
say "passed"
