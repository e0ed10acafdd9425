#!/usr/bin/env bash
# Runs the Benchmarks executable (window renderer under Xvfb) and, in the same minutes, the
# peer programs of ../shared/peer (rlottie and raw cairo drawing the same 2,000 stars), so the
# figures can be compared on a machine whose speed varies. The peer sources are not part of
# this repository; without them only the project's figures are printed.
#
#   scripts/benchmark-with-peers.sh [--frames N] [PEER_DIR]
#
# Needs: xvfb, and for the peers librlottie-dev, libcairo2-dev, python3 (apt-get install -y).
set -euo pipefail
cd "$(dirname "$0")/.."
frames=120
if [[ "${1:-}" == "--frames" ]]; then frames="$2"; shift 2; fi
peer="${1:-../shared/peer}"
work="$(mktemp -d)"
# Mesa/SDL want a private runtime directory (root sessions often have none).
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$work/xdg}"
mkdir -p -m 700 "$XDG_RUNTIME_DIR"
trap 'kill "${xvfb_pid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT

swift build -c release --static-swift-stdlib --product Benchmarks >/dev/null
display=":$((90 + RANDOM % 9))"
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb_pid=$!
sleep 1

run_peers() {
    [[ -d "$peer" ]] || return 0
    if [[ ! -x "$work/rlottie_bench" ]]; then
        python3 "$peer/make_stars_lottie.py" 2000 > "$work/stars2000.json"
        cc -O2 "$peer/rlottie_bench.c" -lrlottie -o "$work/rlottie_bench"
        cc -O2 "$peer/cairo_stars.c" $(pkg-config --cflags --libs cairo) -lm -o "$work/cairo_stars"
    fi
    echo "peer: $("$work/rlottie_bench" "$work/stars2000.json" 2)"
    echo "peer: $("$work/cairo_stars" 2000 0)"
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1-3 /proc/loadavg)"
run_peers
DISPLAY="$display" "$(swift build -c release --static-swift-stdlib --product Benchmarks --show-bin-path)/Benchmarks" --renderer window --frames "$frames"
run_peers
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
