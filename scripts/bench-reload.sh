#!/usr/bin/env bash
# Measures live reload: the time from saving a one-line change in a scene package to the first
# window frame that shows it, N times, under Xvfb. Prints each edit, then the median and the worst,
# and where the time went (the supervisor's build and launch figures). Also reports the first
# `watch` of a fresh package (which compiles the playground's libraries in debug).
#
#   scripts/bench-reload.sh                 # 10 edits of a fresh `playground new` package
#   scripts/bench-reload.sh --edits 20
#   scripts/bench-reload.sh --package DIR   # an existing package made by `playground new`
#
# The change is the template's `static let tint` colour, alternating between two colours; the
# window's centre pixel is read with ImageMagick's `import` every ~0.1 s (the resolution of the
# figures). Uses the release playground, as ./run.sh builds it.
set -euo pipefail
cd "$(dirname "$0")/.."
EDITS=10 PACKAGE=""
while (($#)); do
    case $1 in
        --edits) EDITS=$2; shift 2 ;;
        --package) PACKAGE=$2; shift 2 ;;
        *) echo "usage: $0 [--edits N] [--package DIR]" >&2; exit 64 ;;
    esac
done
BUILD=(swift build -c release --static-swift-stdlib --product playground)
# BENCH_CONFIGURATION=debug: the supervisor built in debug (it only polls and launches; the
# package's own build, which the figures measure, is a debug build either way).
[[ ${BENCH_CONFIGURATION:-release} == debug ]] && BUILD=(swift build --product playground)
"${BUILD[@]}" >/dev/null
BIN="$("${BUILD[@]}" --show-bin-path)/playground"
WORK=$(mktemp -d /tmp/bench-reload.XXXXXX)
XVFB="" WATCH=""
trap '[[ -n $WATCH ]] && kill $WATCH; sleep 1; [[ -n $XVFB ]] && kill $XVFB; rm -rf "$WORK"' EXIT
if [[ -z $PACKAGE ]]; then "$BIN" new Bench --in "$WORK" >/dev/null; PACKAGE="$WORK/Bench"; fi
SCENE=$(grep -l "static let tint" "$PACKAGE"/Sources/*/*.swift | head -1)
[[ -n $SCENE ]] || { echo "no scene with 'static let tint' in $PACKAGE" >&2; exit 1; }

N=90; while [[ -e /tmp/.X$N-lock ]]; do N=$((N + 1)); done
Xvfb ":$N" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 & XVFB=$!
export DISPLAY=":$N"
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
now() { date +%s.%N; }
centre() { import -window root -crop 1x1+640+390 +repage -depth 8 txt:- 2>/dev/null | tail -1 | grep -oE '#[0-9A-F]{6}'; }

T0=$(now)
"$BIN" watch "$PACKAGE" >"$WORK/watch.log" 2>&1 & WATCH=$!
until grep -q "running the new build" "$WORK/watch.log"; do
    kill -0 $WATCH 2>/dev/null || { cat "$WORK/watch.log"; exit 1; }
    sleep 0.2
done
echo "first watch: $(awk -v a="$T0" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }') s to the first frame"
sleep 2

colours=("1.0, green: 0.3, blue: 0.2|#FF4D33" "0.36, green: 0.62, blue: 1.0|#5C9EFF")
current=$(grep -oE "tint = CGColor\(red: [0-9.]+, green: [0-9.]+, blue: [0-9.]+" "$SCENE" | sed 's/.*red: //')
times=()
for i in $(seq "$EDITS"); do
    spec=${colours[$((i % 2))]}
    rgb=${spec%%|*} hex=${spec##*|}
    [[ $rgb == "$current" ]] && { spec=${colours[$(((i + 1) % 2))]}; rgb=${spec%%|*} hex=${spec##*|}; }
    start=$(now)
    sed -i "s/tint = CGColor(red: $current/tint = CGColor(red: $rgb/" "$SCENE"
    current=$rgb
    until [[ $(centre) == "$hex" ]]; do
        if awk -v a="$start" -v b="$(now)" 'BEGIN { exit !(b - a > 60) }'; then echo "edit $i: not shown in 60 s" >&2; break; fi
    done
    t=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }')
    times+=("$t")
    echo "edit $i: $t s"
    sleep 1
done
printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END {
    m = (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2
    printf "save to first frame: median %.2f s, worst %.2f s (%d edits)\n", m, a[NR], NR }'
grep -oE "built in [0-9.]+ s" "$WORK/watch.log" | tail -n "$EDITS" | awk '{ s += $3; if ($3 > w) w = $3 } END {
    printf "  of which swift build: mean %.2f s, worst %.2f s\n", s / NR, w }'
grep -oE "shown [0-9.]+ s after its launch" "$WORK/watch.log" | tail -n "$EDITS" | awk '{ s += $2; if ($2 > w) w = $2 } END {
    printf "  of which the new build, launch to first frame: mean %.2f s, worst %.2f s\n", s / NR, w }'
