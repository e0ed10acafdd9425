#!/usr/bin/env bash
# Soak test of the real playground window: runs it under Xvfb for N minutes while xdotool
# throws random input at it (keys, clicks, drags, wheel, typed text, window resizes from 1×1 to
# 4000×3000), sampling its resident memory every 10 s.
#
#   scripts/soak.sh                  # 10 minutes
#   scripts/soak.sh --minutes 3      # 1 to 120 minutes
#   scripts/soak.sh --bin PATH       # an already built playground (skips the release build)
#   SOAK_KEEP=1 scripts/soak.sh      # keep the work folder (app log, the last screens)
#
# Prints one line per sample (time, RSS, memory in use, events so far) and a summary: each after
# warm-up (the first 2 minutes, or the first fifth of a shorter run), in the last minute, the
# drift between them, and the growth over the last 5 minutes. Memory in use is the resident
# memory less the freed heap glibc keeps for reuse (the app's own reading, asked for with
# SIGUSR1: see PLAYGROUND_MEMORY_LOG). With Mesa's llvmpipe the app keeps up to 64 MB of freed
# heap on purpose (HeapRetention), so the RSS floor moves with the history of allocations; freed
# memory is the one thing known to be transient. Everything else is counted: the layer stores
# (bounded by 8 frames of the window, at least 64 MB: StoreCache), offscreen pools, atlas pages,
# the heap of scenes and libraries. Fails
# (exit 1) when
#   - the app exits or stops answering (pressing H no longer changes the screen within 3 s), or
#   - memory in use keeps growing: the lowest sample of the last minute is more than 5 MB above
#     the lowest of the minute that began 5 minutes before the end (runs of 6 minutes or more).
# Every sample is taken at the same window size (1280×800, resized back to it) and is the lowest
# of three readings 1 s apart; windows are compared by their lowest sample, because resident
# memory swings by 100–200 MB from sample to sample with the sizes the storm went through
# (not investigated further), while a leak raises the floor.
#
# The app writes its memory accounts (PLAYGROUND_MEMORY_LOG, see README's Reliability section)
# to the work folder every 10 s and at each sample; the summary shows them at the floors it compares.
#
# Needs: Xvfb, xdotool, ImageMagick (import, compare), swift. Environment: PLAYGROUND_BUILD_DIR,
# SOAK_SEED (default 1), SOAK_DISPLAY (default 98).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"
MINUTES=10
BIN=""
while (($#)); do
    case $1 in
    --minutes) MINUTES=${2:-}; shift 2 ;;
    --bin) BIN=${2:-}; shift 2 ;;
    -h | --help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "soak.sh: unknown option $1 (see scripts/soak.sh --help)" >&2; exit 64 ;;
    esac
done
if ! [[ $MINUTES =~ ^[0-9]+$ ]] || ((MINUTES < 1 || MINUTES > 120)); then
    echo "soak.sh: --minutes takes a whole number from 1 to 120" >&2
    exit 64
fi

# One soak at a time on a machine: two at once compete for the CPU, so each samples its app in
# states the other made slower (two concurrent runs on 2 cores disagreed by 18 MB; the same two
# seeds one after the other both passed).
exec 9>>"/tmp/playground-soak-$(id -u).lock"
if ! flock -n 9; then
    echo "soak.sh: another soak is running on this machine; waiting for it to finish…"
    flock 9
fi

WORK=$(mktemp -d /tmp/playground-soak.XXXXXX)
XVFB_PID=""
APP_PID=""
cleanup() {
    [[ -n $APP_PID ]] && kill "$APP_PID" 2>/dev/null || true
    [[ -n $XVFB_PID ]] && kill "$XVFB_PID" 2>/dev/null || true
    if [[ -n ${SOAK_KEEP:-} ]]; then echo "kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

if [[ -z $BIN ]]; then
    BUILD=(swift build -c release --static-swift-stdlib --product playground)
    [[ -n ${PLAYGROUND_BUILD_DIR:-} ]] && BUILD+=(--scratch-path "$PLAYGROUND_BUILD_DIR")
    echo "building (release)…"
    "${BUILD[@]}" >"$WORK/build.log" 2>&1 || { tail -20 "$WORK/build.log"; exit 1; }
    BIN="$("${BUILD[@]}" --show-bin-path)/playground"
fi

N=${SOAK_DISPLAY:-98}
while [[ -e /tmp/.X$N-lock ]]; do N=$((N + 1)); done
Xvfb ":$N" -screen 0 1280x800x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
XVFB_PID=$!
export DISPLAY=":$N"
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

# From the work folder: files the random keys make (E records a GIF into the current folder) go there.
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
(cd "$WORK" && PLAYGROUND_MEMORY_LOG="$WORK/memory.log" exec "$BIN" --size 1280x800) >"$WORK/app.log" 2>&1 &
APP_PID=$!
WIN=$(timeout 30 xdotool search --sync --onlyvisible --name "Animation Playground" | head -1) || true
if [[ -z ${WIN:-} ]]; then echo "FAIL  the window did not open"; cat "$WORK/app.log"; exit 1; fi

alive() { kill -0 "$APP_PID" 2>/dev/null; }
rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$APP_PID/status" 2>/dev/null || echo 0; }
answers() { # pressing H changes the screen within 3 s (help opens, or an h is typed into a focused
    # text field: a few glyphs' pixels), and H again closes help
    import -window root "$WORK/a.miff"
    xdotool key --window "$WIN" h
    local changed=0
    for _ in 1 2 3 4 5 6; do
        sleep 0.5
        import -window root "$WORK/b.miff"
        local n
        n=$(compare -metric AE -fuzz 8% "$WORK/a.miff" "$WORK/b.miff" null: 2>&1 | awk '{ printf "%d", $1 }') || true
        if ((${n:-0} > 20)); then changed=1; break; fi
    done
    xdotool key --window "$WIN" h
    ((changed == 1))
}

RANDOM=${SOAK_SEED:-1}
KEYS=(1 2 3 4 5 6 7 8 9 Left Right Up Down space s S p P comma period bracketleft bracketright r f h question
    slash Page_Up Page_Down Tab BackSpace a z 0)
SIZES=("1 1" "100 80" "320 240" "800 500" "1280 800" "1920 1080" "2560 1600" "4000 3000")
WORDS=("hello" "spring CAReplicatorLayer" "ÅÄÖ é ü" "1234567890" "a very long line of typed text for the field")
EVENTS=0
random_point() { echo $((RANDOM % 1280)) $((RANDOM % 800)); }
one_event() {
    local r=$((RANDOM % 100))
    if ((r < 40)); then
        xdotool key --window "$WIN" "${KEYS[RANDOM % ${#KEYS[@]}]}"
    elif ((r < 52)); then
        # shellcheck disable=SC2046
        xdotool mousemove $(random_point) click --repeat $((1 + RANDOM % 2)) 1
    elif ((r < 62)); then # drag
        # shellcheck disable=SC2046
        xdotool mousemove $(random_point) mousedown 1
        for _ in 1 2 3 4; do xdotool mousemove_relative -- $((RANDOM % 81 - 40)) $((RANDOM % 81 - 40)); done
        xdotool mouseup 1
    elif ((r < 72)); then # wheel
        # shellcheck disable=SC2046
        xdotool mousemove $(random_point) click --repeat $((1 + RANDOM % 5)) $((4 + RANDOM % 2))
    elif ((r < 78)); then
        xdotool type --delay 15 "${WORDS[RANDOM % ${#WORDS[@]}]}"
    elif ((r < 86)); then # open a scene and poke it (Esc is never sent: on the grid it quits)
        xdotool key --window "$WIN" Return
        for _ in 1 2 3; do
            # shellcheck disable=SC2046
            xdotool mousemove $(random_point) click 1 key --window "$WIN" "${KEYS[RANDOM % 9]}"
        done
    else
        local s=${SIZES[RANDOM % ${#SIZES[@]}]}
        # shellcheck disable=SC2086
        xdotool windowsize "$WIN" $s
    fi
    EVENTS=$((EVENTS + 1))
}

END=$((SECONDS + MINUTES * 60))
WARMUP=$((MINUTES >= 10 ? 120 : MINUTES * 12))
START=$SECONDS
declare -a T=() R=() U=()
LOG=$WORK/memory.log
# The app writes the line SIGUSR1 asks for at its next frame; the H presses of `answers` make one
# even when nothing moves. memory_line BEFORE prints the newest line once the log has more than
# BEFORE lines (waiting up to 3 s), else nothing.
memory_line() {
    for _ in $(seq 30); do
        if (($(wc -l <"$LOG" 2>/dev/null || echo 0) > $1)); then tail -1 "$LOG"; return 0; fi
        sleep 0.1
    done
}
FAIL=""
NEXT_SAMPLE=$((SECONDS + 10))
printf '%6s  %8s  %9s  %s\n' "time" "RSS MB" "in use MB" "events"
while ((SECONDS < END)); do
    if ! kill -0 "$XVFB_PID" 2>/dev/null; then FAIL="Xvfb exited after $((SECONDS - START)) s (stopped from outside?)"; break; fi
    one_event || true
    sleep 0.05
    if ! alive; then
        set +e; wait "$APP_PID"; CODE=$?; set -e
        FAIL="the app exited (code $CODE) after $((SECONDS - START)) s"; APP_PID=""; break
    fi
    if ((SECONDS >= NEXT_SAMPLE)); then
        xdotool windowsize "$WIN" 1280 800
        sleep 1
        LINES=$(wc -l <"$LOG" 2>/dev/null || echo 0)
        kill -USR1 "$APP_PID" 2>/dev/null || true
        if ! answers; then
            FAIL="the app stopped answering after $((SECONDS - START)) s (its screen: $WORK/not-answering.png with SOAK_KEEP=1)"
            convert "$WORK/b.miff" "$WORK/not-answering.png" 2>/dev/null || true
            break
        fi
        kb=$(rss_kb)
        for _ in 1 2; do sleep 1; k=$(rss_kb); ((k < kb)) && kb=$k; done
        # In use: the app's resident memory (its own reading, same moment) less the freed heap glibc
        # keeps on purpose (HeapRetention: up to 64 MB with Mesa's llvmpipe). Stores are counted.
        line=$(memory_line "$LINES")
        used=$(awk -v k="$kb" '{ u = $2 - $4; print (u > 0 ? u : k) } END { if (NR == 0) print k }' <<<"$line" | tail -1)
        T+=($((SECONDS - START))); R+=("$kb"); U+=("$used")
        printf '%5ds  %8.1f  %9.1f  %d\n' "$((SECONDS - START))" "$(awk -v k="$kb" 'BEGIN { print k / 1024 }')" \
            "$(awk -v k="$used" 'BEGIN { print k / 1024 }')" "$EVENTS"
        NEXT_SAMPLE=$((SECONDS + 10))
    fi
done

window_kb() { # window_kb FROM TO [R|U]: the lowest RSS (or in-use) sample between FROM and TO seconds
    local v=() i
    local -n values=${3:-R}
    for i in "${!T[@]}"; do ((T[i] >= $1 && T[i] < $2)) && v+=("${values[i]}"); done
    ((${#v[@]})) && printf '%s\n' "${v[@]}" | sort -n | head -1 || echo ""
}
mb() { awk -v k="$1" 'BEGIN { printf "%.1f", k / 1024 }'; }
TOTAL=$((SECONDS - START))
echo "summary: $EVENTS input events in $TOTAL s, ${#R[@]} samples"
if ((${#R[@]} > 0)); then
    MIN=$(printf '%s\n' "${R[@]}" | sort -n | head -1); MAX=$(printf '%s\n' "${R[@]}" | sort -n | tail -1)
    echo "  RSS range $(mb "$MIN")–$(mb "$MAX") MB"
    for which in R U; do
        name=$([[ $which == R ]] && echo "RSS" || echo "in use (RSS less glibc's free heap)")
        AFTER=$(window_kb "$WARMUP" $((WARMUP + 60)) $which)
        LAST=$(window_kb $((TOTAL - 60)) $((TOTAL + 1)) $which)
        [[ -n $AFTER && -n $LAST ]] || continue
        echo "  $name: $(mb "$AFTER") MB after warm-up ($WARMUP s), $(mb "$LAST") MB in the last minute: drift $(mb $((LAST - AFTER))) MB"
        ((TOTAL >= 360)) || continue
        BEFORE=$(window_kb $((TOTAL - 300)) $((TOTAL - 240)) $which)
        GROWTH=$((LAST - BEFORE))
        if [[ $which == U ]]; then
            echo "    growth over the last 5 minutes: $(mb "$GROWTH") MB (limit 5 MB)"
            ((GROWTH > 5 * 1024)) && FAIL=${FAIL:-"memory in use kept growing: $(mb "$GROWTH") MB over the last 5 minutes"}
        else
            echo "    growth over the last 5 minutes: $(mb "$GROWTH") MB (not checked: the free heap kept moves with history)"
        fi
    done
    if ((TOTAL >= 360)) && [[ -s $LOG ]]; then
        # The app's own accounts at the floor (of in-use memory) of each compared minute: which of
        # heap, textures, stores or atlas pages a growth is made of.
        echo "  the app's accounts at the floor of each compared minute (KB unless counted):"
        floor_line() {
            awk -v a="$1" -v b="$2" 'NR == 1 { next } $1 >= a && $1 < b && (best == "" || $2 - $4 < min) { min = $2 - $4; best = $0 }
                END { print best }' "$LOG"
        }
        { head -1 "$LOG"; floor_line $((TOTAL - 300)) $((TOTAL - 240)); floor_line $((TOTAL - 60)) $((TOTAL + 1)); } |
            awk '{ printf "   "; for (i = 1; i <= NF; i++) printf " %14s", $i; print "" }'
    fi
fi
if [[ -s $WORK/app.log ]]; then echo "app output (last 5 lines):"; tail -5 "$WORK/app.log"; fi
if [[ -n $FAIL ]]; then echo "FAIL  $FAIL"; exit 1; fi
echo "PASS  alive and answering for $TOTAL s"
