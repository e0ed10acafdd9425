#!/usr/bin/env bash
# End-to-end test of the real playground window: builds it (release), runs it under Xvfb,
# drives it with xdotool and judges it from screenshots (ImageMagick).
#
#   Tests/e2e/playground_e2e.sh            # prints "N passed, M failed"; exit 1 on any failure
#
# Needs: Xvfb, xdotool, ImageMagick (import, compare, convert), swift.
# Environment: PLAYGROUND_BUILD_DIR (SwiftPM scratch dir, default .build), E2E_DISPLAY (default 99),
# E2E_KEEP=1 keeps the screenshots folder.
#
# Thresholds (pixel counts from `compare -metric AE -fuzz 8%`):
#   - "animates": two screenshots 0.3 s apart differ in more than 200 pixels;
#   - "slow motion": between two back-to-back screenshots (0.1–0.3 s apart) the full-window scene
#     changes less than 1/4 as much at ×10 slower as at normal speed (ideally 1/10; large moves
#     saturate the pixel count, so the margin is needed), and more than 0 (still moving);
#   - "still": two screenshots 0.3 s apart differ in at most 10 pixels;
#   - "idle": the app uses under 0.15 s of CPU in 2 s while nothing moves.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
BUILD=(swift build -c release --static-swift-stdlib --product playground)
[[ -n ${PLAYGROUND_BUILD_DIR:-} ]] && BUILD+=(--scratch-path "$PLAYGROUND_BUILD_DIR")
WORK=$(mktemp -d /tmp/playground-e2e.XXXXXX)
TITLE="Animation Playground"
PASSED=0
FAILED=0
XVFB_PID=""
APP_PID=""

log() { printf '%s\n' "$*"; }
pass() { PASSED=$((PASSED + 1)); log "PASS  $1"; }
fail() { FAILED=$((FAILED + 1)); log "FAIL  $1"; }
check() { # check NAME CONDITION-COMMAND...
    local name=$1; shift
    if "$@"; then pass "$name"; else fail "$name"; fi
}

cleanup() {
    [[ -n $APP_PID ]] && kill "$APP_PID" 2>/dev/null || true
    [[ -n $XVFB_PID ]] && kill "$XVFB_PID" 2>/dev/null || true
    if [[ ${E2E_KEEP:-0} == 1 ]]; then log "screenshots kept in $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

summary_and_exit() {
    log "$PASSED passed, $FAILED failed"
    if ((FAILED > 0)); then exit 1; fi
    exit 0
}

# --- Build ------------------------------------------------------------------------------------
log "building (release)…"
if ! "${BUILD[@]}" >"$WORK/build.log" 2>&1; then
    tail -20 "$WORK/build.log"
    fail "release build"
    summary_and_exit
fi
BIN="$("${BUILD[@]}" --show-bin-path)/playground"
pass "release build"
START=$SECONDS

# --- Display ----------------------------------------------------------------------------------
N=${E2E_DISPLAY:-99}
while [[ -e /tmp/.X$N-lock ]]; do N=$((N + 1)); done # :99 unless it is taken
Xvfb ":$N" -screen 0 1280x800x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
XVFB_PID=$!
export DISPLAY=":$N"
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

# Where the focused scene is drawn in a 1280×800 window (GalleryStage.focusedTileFrame's content:
# the focus frame less the info line, inset by the tile's content inset and label strip).
VIEW_W=1228 VIEW_H=636 VIEW_X=26 VIEW_Y=58

shot() { # shot FILE: the whole screen, uncompressed (fast), cropped later by diffpx
    import -window root "$1"
}
diffpx() { # diffpx A B [CROP]: number of pixels that differ by more than 8% (inside CROP)
    local out a=$1 b=$2
    if [[ -n ${3:-} ]]; then a="$1[$3]"; b="$2[$3]"; fi
    out=$(compare -metric AE -fuzz 8% "$a" "$b" null: 2>&1 || true)
    awk '{ printf "%d\n", $1 }' <<<"$out"
}
change() { # change CROP SECONDS: pixels changed inside CROP between two screenshots SECONDS apart
    shot "$WORK/c1.miff"; sleep "$2"; shot "$WORK/c2.miff"
    diffpx "$WORK/c1.miff" "$WORK/c2.miff" "$1"
}
median() { printf '%s\n' "$@" | sort -n | sed -n "$((($# + 1) / 2))p"; }
median_change() { # median_change CROP N: median change between N pairs of back-to-back screenshots
    local values=() i
    for ((i = 0; i < $2; i++)); do values+=("$(change "$1" 0)"); done
    median "${values[@]}"
}
accent_count() { # accent_count FILE X Y above|below: selection-blue pixels in column X above/below Y
    convert "$1" -crop "1x800+$2+0" +repage -fuzz 12% -fill "#FF00FF" -opaque "#5B9DFF" -depth 8 txt:- |
        awk -F'[,:]' -v y="$3" -v side="$4" '/#FF00FF/ { if ((side == "above" && $2 < y) || (side == "below" && $2 > y)) n++ } END { print n + 0 }'
}
encloses() { # encloses FILE X Y: the selection border is drawn above and below (X, Y)
    (($(accent_count "$1" "$2" "$3" above) > 0 && $(accent_count "$1" "$2" "$3" below) > 0))
}
not() { ! "$@"; }
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$APP_PID/stat"; }
alive() { kill -0 "$APP_PID" 2>/dev/null; }
key() { xdotool key --delay 80 "$@"; sleep 0.3; }

# --- Launch -------------------------------------------------------------------------------------
# The scene used for the speed checks: replicator-dots (a continuous wave) when present, else the first.
# --list prints sections; scene lines start with two spaces and the identifier, in tile order.
LIST=$("$BIN" --list)
SCENE_NO=$(awk '/^  [a-z0-9]/ { n++; if ($1 == "replicator-dots") print n }' <<<"$LIST")
[[ -z $SCENE_NO ]] && SCENE_NO=1
log "scenes:"; log "$LIST"; log "speed checks use tile $SCENE_NO"

"$BIN" --size 1280x800 >"$WORK/app.log" 2>&1 &
APP_PID=$!
if ! WIN=$(timeout 30 xdotool search --sync --onlyvisible --name "$TITLE" | head -1) || [[ -z $WIN ]]; then
    fail "window opens within 30 s"; cat "$WORK/app.log"; summary_and_exit
fi
pass "window opens"
sleep 2
xdotool windowfocus --sync "$WIN" 2>/dev/null || true
xdotool mousemove 640 20

# --- The grid animates ----------------------------------------------------------------------------
shot "$WORK/grid.miff"
convert "$WORK/grid.miff" "$WORK/grid.png"
check "the grid draws something (not a blank screen)" \
    test "$(convert "$WORK/grid.miff" -format '%[fx:int(1000*standard_deviation)]' info:)" -gt 20
GRID_CHANGE=$(change 1280x752+0+48 0.3)
log "      grid change over 0.3 s: $GRID_CHANGE px"
check "tiles animate (two screenshots 0.3 s apart differ by > 200 px)" test "$GRID_CHANGE" -gt 200

# --- The mouse selects a tile ----------------------------------------------------------------------------
# (800, 200) lies inside the third tile of the first row in the 1280×800 grid (four columns).
shot "$WORK/before-click.miff"
xdotool mousemove --window "$WIN" 800 200 click 1
sleep 0.8
shot "$WORK/after-click.miff"
xdotool mousemove 640 20
check "before the click, the tile under (800, 200) is not selected" not encloses "$WORK/before-click.miff" 800 200
check "a click selects the tile under the pointer (blue border around it)" encloses "$WORK/after-click.miff" 800 200

# --- Select a tile, open it, slow it ---------------------------------------------------------------
VIEW="${VIEW_W}x${VIEW_H}+${VIEW_X}+${VIEW_Y}"
key "$SCENE_NO" Return
sleep 1
# Back-to-back screenshots (each takes 0.1–0.3 s): the shorter the interval, the closer the
# changed-pixel count is to proportional to how far things moved.
NORMAL=$(median_change "$VIEW" 7)
key s
sleep 1
SLOW=$(median_change "$VIEW" 7)
log "      change between back-to-back screenshots: normal $NORMAL px, slowed ×10 $SLOW px"
check "the selected scene moves at normal speed (> 200 px)" test "$NORMAL" -gt 200
check "S slows it: change < 1/4 of normal" test $((SLOW * 4)) -lt "$NORMAL"
check "slowed is not frozen (change > 0)" test "$SLOW" -gt 0

# --- Pause, step --------------------------------------------------------------------------------------
key p
sleep 0.5
PAUSED=$(change "$VIEW" 0.3)
check "P pauses: nothing moves (≤ 10 px)" test "$PAUSED" -le 10
T0=$(cpu_ticks); sleep 2; T1=$(cpu_ticks)
log "      CPU while paused: $((T1 - T0)) ticks in 2 s"
check "paused and idle: the app waits for events (< 0.15 s CPU in 2 s)" test $((T1 - T0)) -lt 15
shot "$WORK/p0.miff"
key period; sleep 0.3
shot "$WORK/p1.miff"
check "'.' steps one frame forward (the frame changes)" test "$(diffpx "$WORK/p0.miff" "$WORK/p1.miff" "$VIEW")" -gt 0
key comma; sleep 0.3
shot "$WORK/p2.miff"
check "',' steps back to the same frame" test "$(diffpx "$WORK/p0.miff" "$WORK/p2.miff" "$VIEW")" -le 10

# --- Stop through the scene's choreography ----------------------------------------------------------
key p s        # resume, back to normal speed
sleep 0.5
check "resumed: it moves again" test "$(change "$VIEW" 0.3)" -gt 10
key space
STILL=""
for _ in $(seq 12); do # the stop choreography may take a few seconds
    sleep 0.5
    if (($(change "$VIEW" 0.3) <= 10)); then STILL=yes; break; fi
done
check "Space stops the scene: it finishes and goes still" test -n "$STILL"
sleep 1
T0=$(cpu_ticks); sleep 2; T1=$(cpu_ticks)
log "      CPU while stopped: $((T1 - T0)) ticks in 2 s"
check "stopped and idle: the app waits for events" test $((T1 - T0)) -lt 15
key space
sleep 0.5
check "Space starts it again" test "$(change "$VIEW" 0.3)" -gt 10

# --- A small window scrolls; the filter ------------------------------------------------------------
key Escape
xdotool windowsize "$WIN" 800 500; sleep 1
shot "$WORK/small-top.miff"
key End; sleep 0.8
shot "$WORK/small-end.miff"
convert "$WORK/small-top.miff" "$WORK/small-top.png"; convert "$WORK/small-end.miff" "$WORK/small-end.png"
navy() { # navy FILE: pixels of the snow scene's sky (the last tile of the catalogue)
    convert "$1" -crop 800x500+0+0 +repage -fx '(b>0.27 && r<0.18 && g<0.27) ? 1 : 0' -format '%[fx:int(mean*w*h)]' info:
}
TOP_NAVY=$(navy "$WORK/small-top.miff"); END_NAVY=$(navy "$WORK/small-end.miff")
log "      snow sky pixels in an 800×500 window: top $TOP_NAVY, after End $END_NAVY"
check "End scrolls the grid to the last section (the snow tile comes into view)" test "$END_NAVY" -gt $((TOP_NAVY + 3000))
key Home; sleep 0.8
shot "$WORK/small-home.miff"
# The first row's section headings (not the animating tiles under them) are where they started.
check "Home scrolls back: the first section headings are back at the top" \
    test "$(diffpx "$WORK/small-top.miff" "$WORK/small-home.miff" 800x24+0+50)" -le 20
xdotool type --delay 60 "/snow"; sleep 0.8
shot "$WORK/filtered.miff"
convert "$WORK/filtered.miff" "$WORK/filtered.png"
FILTER_NAVY=$(navy "$WORK/filtered.miff")
log "      snow sky pixels after typing /snow: $FILTER_NAVY"
check "typing /snow leaves the snow tile first (its sky at the top of the grid)" test "$FILTER_NAVY" -gt $((TOP_NAVY + 3000))
key Escape; sleep 0.5        # ends the filter and clears it (a second Esc would quit)
xdotool windowsize "$WIN" 1280 800; sleep 1

# --- Window changes, input storm --------------------------------------------------------------------
xdotool windowsize "$WIN" 900 600; sleep 1
xdotool windowsize "$WIN" 1280 800; sleep 1
check "resizing keeps it running" alive
check "after resizing it still animates" test "$(change 1280x752+0+48 0.3)" -gt 200
xdotool windowunmap "$WIN"; sleep 1     # hidden (what minimising does without a window manager)
T0=$(cpu_ticks); sleep 2; T1=$(cpu_ticks)
log "      CPU while hidden: $((T1 - T0)) ticks in 2 s"
check "hidden: it stops drawing" test $((T1 - T0)) -lt 15
xdotool windowmap "$WIN"; sleep 1
xdotool windowfocus --sync "$WIN" 2>/dev/null || true
check "shown again: it animates" test "$(change 1280x752+0+48 0.3)" -gt 200
KEYS=(1 2 3 4 5 6 Left Right Up Down Return space s S p P comma period bracketleft bracketright r f h question
      slash a BackSpace Tab Next Prior Home End)
RANDOM=7
for _ in $(seq 120); do
    if ((RANDOM % 4 == 0)); then
        xdotool mousemove $((RANDOM % 1280)) $((RANDOM % 800)) click --repeat $((1 + RANDOM % 2)) 1
    else
        xdotool key "${KEYS[RANDOM % ${#KEYS[@]}]}"
    fi
done
sleep 1
check "a storm of random keys and clicks does not crash it" alive

# --- Quit -------------------------------------------------------------------------------------------------
CODE=""
for _ in 1 2 3 4 5 6; do # Esc closes help, leaves full-window, ends and clears the filter, then quits
    alive || break
    xdotool key Escape
    sleep 1
done
for _ in $(seq 20); do alive || break; sleep 0.5; done
if alive; then
    fail "Esc quits"
else
    set +e; wait "$APP_PID"; CODE=$?; set -e
    APP_PID=""
    check "Esc quits with exit code 0 (got $CODE)" test "$CODE" -eq 0
fi
if [[ -s $WORK/app.log ]]; then log "app output:"; cat "$WORK/app.log"; fi

# === Inspector, curve editor and recording (issue 13) ===============================================
# A second run: the bolt spinner full-window with the timeline inspector open (--inspector), in the
# scratch folder (where E writes its GIF). Geometry of a 1280×800 window (InspectorLayout): the
# bars' row of the bolt's turn (rotation[0], the second row) is centred at y = 578 between
# x = 282 and 950; the curve plot is the 170-point square at (1086, 538), y from -0.5 (bottom) to 1.5.
# The check: 5 % into a turn (found from the blue bars; one pixel is 6 ms, so the bolt's curve,
# which starts flat, is sampled where a pixel of error hardly shows) the bolt stands about the
# same way in two turns; after dragging the curve's first control point from (0.45, 0) to
# (0, 0.99) — a curve that starts steeply — it is far round at that point. (A lost animation
# would show the rest pose, which is the old curve's pose there, so it cannot pass.)
log "inspector: bolt spinner with --inspector"
(cd "$WORK" && exec "$BIN" --size 1280x800 --scene bolt-spinner --inspector >"$WORK/inspector.log" 2>&1) &
APP_PID=$!
if ! WIN=$(timeout 30 xdotool search --sync --onlyvisible --name "$TITLE" | head -1) || [[ -z $WIN ]]; then
    fail "inspector: window opens"; cat "$WORK/inspector.log"; summary_and_exit
fi
xdotool windowfocus --sync "$WIN" 2>/dev/null || true
sleep 3                                   # the halves meet and the bolt has turned
BOLT=300x300+490+200
red_count() { # red_count FILE CROP: the playhead's red pixels inside CROP
    convert "$1" -crop "$2" +repage -fuzz 10% -fill "#FF00FF" -opaque "#FF5A5F" -depth 8 txt:- | grep -c "#FF00FF" || true
}
turn_starts() { # turn_starts FILE: left edges of the blue bars in the turn's row (x, one per line);
    # gaps under 5 px (the playhead crossing a bar) join, and a bar cut by the axis's left end is left out
    convert "$1" -crop 668x1+282+578 +repage -fuzz 12% -fill "#FF00FF" -opaque "#4B7DC9" -depth 8 txt:- |
        awk -F'[,:]' 'BEGIN { last = -10 } /#FF00FF/ { x = $1 + 282; if (x > last + 5 && x > 284 && x < 900) print x; last = x }'
}
shot "$WORK/insp-open.miff"
convert "$WORK/insp-open.miff" "$WORK/inspector.png"
check "inspector: the panel and its playhead are drawn" test "$(red_count "$WORK/insp-open.miff" 668x220+282+538)" -gt 100
key p
shot "$WORK/insp-paused.miff"
mapfile -t STARTS < <(turn_starts "$WORK/insp-paused.miff")
log "      turn bars start at x: ${STARTS[*]:-none}"
if ((${#STARTS[@]} < 2)); then
    fail "inspector: two turns visible on the time axis"
else
    # One turn is 0.5 s = 83.5 points on the 4 s axis; 5 % into it is 4 points after its start.
    at_turn() { xdotool mousemove --window "$WIN" $(($1 + 4)) 578 click 1; sleep 0.6; }
    at_turn "${STARTS[1]}"; shot "$WORK/turn-a.miff"
    at_turn "${STARTS[0]}"; shot "$WORK/turn-b.miff"
    SAME=$(diffpx "$WORK/turn-a.miff" "$WORK/turn-b.miff" "$BOLT")
    xdotool mousemove --window "$WIN" 1162 665 mousedown 1 mousemove --window "$WIN" 1120 620 \
        mousemove --window "$WIN" 1086 581 mouseup 1
    sleep 0.5
    at_turn "${STARTS[1]}"; shot "$WORK/turn-c.miff"         # past the turn in progress: the new curve
    CHANGED=$(diffpx "$WORK/turn-a.miff" "$WORK/turn-c.miff" "$BOLT")
    log "      bolt 5 % into a turn: two turns $SAME px apart; edited curve vs before $CHANGED px"
    check "inspector: after dragging the control point the bolt moves differently (> 1000 px)" test "$CHANGED" -gt 1000
    check "inspector: ... far more than between two turns of the old curve (x3)" test $((SAME * 3)) -lt "$CHANGED"
    convert "$WORK/turn-c.miff" "$WORK/inspector-edited.png"
    key c
    check "inspector: C prints the edited curve as Swift" \
        grep -q "CAMediaTimingFunction(controlPoints: 0, 0.99, 0.25, 1.2)" "$WORK/inspector.log"
fi
key p                                     # resume, then record two seconds
key e; sleep 2; key e; sleep 2
GIF=$(ls "$WORK"/playground-bolt-spinner-*.gif 2>/dev/null | head -1 || true)
if [[ -n $GIF ]] && command -v ffprobe >/dev/null; then
    FRAMES=$(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 "$GIF")
    log "      E recorded $GIF: $FRAMES frames"
    check "inspector: E records the scene to a GIF (> 15 frames in 2 s)" test "${FRAMES:-0}" -gt 15
else
    fail "inspector: E records the scene to a GIF (none found, or no ffprobe)"
fi
for _ in 1 2 3; do alive || break; xdotool key Escape; sleep 1; done
for _ in $(seq 20); do alive || break; sleep 0.5; done
if alive; then fail "inspector: Esc quits"; else APP_PID=""; pass "inspector: Esc quits"; fi
if [[ -s $WORK/inspector.log ]]; then log "inspector run output:"; cat "$WORK/inspector.log"; fi
# === end of the inspector block ======================================================================

log "e2e took $((SECONDS - START)) s after the build"
summary_and_exit
