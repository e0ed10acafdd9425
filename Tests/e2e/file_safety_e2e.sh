#!/usr/bin/env bash
# End-to-end test of what exports and recordings promise as whole processes: links planted in
# the output are never written through, two exports into one folder do not mix, a killed
# export's leftovers are cleared by the next one, SIGUSR1 with an unwritable memory log leaves
# the app alive, and key E pressed twice at once leaves no file and says so.
#
#   Tests/e2e/file_safety_e2e.sh          # prints "N passed, M failed"; exit 1 on any failure
#
# Needs: Xvfb, xdotool, ffmpeg/ffprobe, swift. Environment: PLAYGROUND_BUILD_DIR, E2E_DISPLAY
# (default 95), E2E_KEEP=1, E2E_CONFIGURATION=debug (a debug build, for a quicker try).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
e2e_init file-safety

run() { # run NAME ARGS…: runs the playground, output in $WORK/NAME.log, exit status in CODE
    local name=$1; shift
    set +e; "$BIN" "$@" >"$WORK/$name.log" 2>&1; CODE=$?; set -e
}
said() { grep -q -- "$2" "$WORK/$1.log"; }
untouched() { [[ $(cat "$WORK/outside/victim") == "keep" ]] && [[ $(ls -A "$WORK/outside") == "victim" ]]; }
no_parts() { ! compgen -G "$1/.*.part*" >/dev/null; }
not_alive() { ! kill -0 "$APP_PID" 2>/dev/null; }

e2e_build
mkdir -p "$WORK/outside" "$WORK/out"
echo keep >"$WORK/outside/victim"

# --- Links -------------------------------------------------------------------------------------
ln -s "$WORK/outside/victim" "$WORK/out/link.gif"
run link-file --headless --scene snow --frames 2 --out "$WORK/out/link.gif" --overwrite
check "--out naming a link to a file is refused (exit $CODE) and its target is untouched" \
    test "$CODE" -eq 64 -a "$(said link-file 'is a symbolic link' && echo y)" = y
ln -s "$WORK/outside" "$WORK/out/link-folder"
run link-folder --headless --scene snow --frames 2 --out "$WORK/out/link-folder"
check "--out naming a link to a folder is refused (exit $CODE)" test "$CODE" -eq 64
# A link at every name the old exporter wrote through: the frames' and ffmpeg's partial names.
mkdir -p "$WORK/out/frames"
for i in 0 1 2; do ln -s "$WORK/outside/victim" "$WORK/out/frames/.frame-000$i.png.partial"; done
run frames --headless --scene snow --frames 3 --out "$WORK/out/frames"
run gif --headless --scene snow --frames 3 --size 160x120 --out "$WORK/out/snow.gif"
check "exports next to planted links succeed (exit $CODE)" test "$CODE" -eq 0 -a -s "$WORK/out/snow.gif"
check "nothing outside the output was written or added" untouched

# --- --out x.png, escape characters ------------------------------------------------------------
run png --headless --scene snow --frames 1 --out "$WORK/out/x.png"
check "--out x.png is refused naming .gif, .webp, .mp4 or a folder (exit $CODE)" \
    test "$CODE" -eq 64 -a ! -e "$WORK/out/x.png" -a "$(said png '.gif, .webp or .mp4 file, or a folder' && echo y)" = y
run escape --scene "$(printf 'snow\033]0;owned\007\033[2J')"
check "a scene name with escape characters is echoed quoted, with no escape byte (exit $CODE)" \
    test "$CODE" -eq 64 -a "$(said escape '"snow\\u{1B}\]0;owned' && echo y)" = y \
    -a "$(tr -d '\n' <"$WORK/escape.log" | LC_ALL=C grep -c $'[\x01-\x1f]' || true)" -eq 0
HOSTILE="$WORK/out/$(printf 'a\033[2J\nb')"
set +e; "$BIN" --headless --scene snow --frames 2 --size 160x120 --out "$HOSTILE.gif" >"$WORK/hostile.out" 2>/dev/null
CODE=$?
"$BIN" --headless --scene snow --frames 1 --size 160x120 --out "$HOSTILE" >>"$WORK/hostile.out" 2>/dev/null; set -e
check "stdout's summary lines spell out an escape and a newline in --out (exit $CODE)" \
    test "$CODE" -eq 0 -a -s "$HOSTILE.gif" -a "$(grep -c 'a\\u{1B}\[2J\\nb' "$WORK/hostile.out")" -eq 2 \
    -a "$(wc -l <"$WORK/hostile.out")" -eq 2 -a "$(LC_ALL=C grep -c $'\x1b' "$WORK/hostile.out" || true)" -eq 0

# --- Two exports into one folder ---------------------------------------------------------------
"$BIN" --headless --scene snow --frames 400 --size 160x120 --out "$WORK/shared" >"$WORK/first.log" 2>&1 &
FIRST=$!
for _ in $(seq 200); do compgen -G "$WORK/shared/frame-0002.png" >/dev/null && break; sleep 0.05; done
run second --headless --scene bolt-spinner --frames 3 --size 160x120 --out "$WORK/shared" --overwrite
set +e; wait "$FIRST"; FIRST_CODE=$?; set -e
check "a second export (even with --overwrite) into a folder in use is refused (exit $CODE)" \
    test "$CODE" -eq 1 -a "$(said second "another export (process $FIRST)" && echo y)" = y
check "the first export completes with its 400 frames only (exit $FIRST_CODE)" \
    test "$FIRST_CODE" -eq 0 -a "$(find "$WORK/shared" -name 'frame-*.png' | wc -l)" -eq 400 \
    -a ! -e "$WORK/shared/.playground-export.lock"

# --- SIGKILL during a GIF export, then another export ---------------------------------------------
mkdir -p "$WORK/gifs"
"$BIN" --headless --scene snow --frames 3000 --size 160x120 --out "$WORK/gifs/long.gif" >"$WORK/killed.log" 2>&1 &
KILLED=$!
for _ in $(seq 200); do compgen -G "$WORK/gifs/.long.gif.part-*" >/dev/null && break; sleep 0.05; done
sleep 0.5
kill -KILL "$KILLED"; wait "$KILLED" 2>/dev/null || true
LEFT=$(compgen -G "$WORK/gifs/.long.gif.part-*" | wc -l || true)
run after-kill --headless --scene snow --frames 2 --size 160x120 --out "$WORK/gifs/next.gif"
check "SIGKILL left its partial file ($LEFT); the next export into the folder removed it" \
    test "$LEFT" -ge 1 -a "$CODE" -eq 0 -a "$(no_parts "$WORK/gifs" && echo y)" = y
check "no ffmpeg log in /tmp" test "$(compgen -G '/tmp/playground-ffmpeg-*.log' | wc -l || true)" -eq 0

# --- The window: SIGUSR1, E E ------------------------------------------------------------------
e2e_display 95
mkdir -p "$WORK/rec"
(cd "$WORK/rec" && PLAYGROUND_MEMORY_LOG=/nonexistent/memory.log exec "$BIN" --scene snow --size 1280x800) \
    >"$WORK/window.log" 2>&1 &
APP_PID=$!
WIN=$(timeout 30 xdotool search --sync --onlyvisible --name "Animation Playground" | head -1) || true
if [[ -z $WIN ]]; then
    fail "window opens"; cat "$WORK/window.log"; summary_and_exit
fi
sleep 1
kill -USR1 "$APP_PID"; sleep 0.5
check "SIGUSR1 with an unwritable PLAYGROUND_MEMORY_LOG leaves the app running" kill -0 "$APP_PID"
xdotool windowfocus --sync "$WIN" 2>/dev/null || true
# 5 ms apart (closer, X reports the second press as a key repeat). Usually no frame is drawn in
# between: no file, and the window says so; when one was, the file must be a valid GIF.
xdotool key --delay 5 e e
for _ in $(seq 50); do said window "nothing was recorded\|^recorded " && break; sleep 0.1; done
import -window root "$WORK/e-e.png"
FIRST_GIF=$(compgen -G "$WORK/rec/*.gif" | head -1 || true)
if [[ -z $FIRST_GIF ]]; then
    check "E E at once leaves no file, and says so" said window "nothing was recorded"
else
    check "E E at once caught a frame: the file is a valid GIF" ffprobe -v error "$FIRST_GIF"
    mv "$FIRST_GIF" "$WORK/first-e-e.gif"
fi
count() { grep -c "^$1 " "$WORK/window.log" || true; }
wait_recorded() { for _ in $(seq 100); do (($(count recorded) >= $1)) && break; sleep 0.1; done; }
DONE=$(count recorded)
xdotool key e; sleep 1.5; xdotool key e
wait_recorded $((DONE + 1))
GIF=$(ls -t "$WORK"/rec/playground-snow-*.gif 2>/dev/null | head -1 || true)
FRAMES=$([[ -n $GIF ]] && ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames \
    -of csv=p=0 "$GIF" || echo 0)
check "E, 1.5 s, E writes a GIF of about 45 frames (got ${FRAMES:-0})" test "${FRAMES:-0}" -ge 20
# Switching to another scene stops the recording and starts none.
DONE=$(count recorded) STARTED=$(count recording)
xdotool key e; sleep 1; xdotool key Right
wait_recorded $((DONE + 1))
check "switching scene while recording finishes that file and starts no other" \
    test "$(count recorded)" -eq $((DONE + 1)) -a "$(count recording)" -eq $((STARTED + 1))
xdotool key Left; sleep 0.5
# Quit while recording: the app is gone within 3 s, leaving complete files or none.
xdotool key e; sleep 1; xdotool key Escape; sleep 0.2; xdotool key Escape
QUIT_START=$SECONDS
for _ in $(seq 60); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
check "Esc while recording quits within 3 s ($((SECONDS - QUIT_START)) s)" not_alive
APP_PID=""
ALL_VALID=y
for f in "$WORK/rec"/*.gif; do ffprobe -v error "$f" >/dev/null 2>&1 || ALL_VALID=n; done
check "every file left is a valid GIF, and no partial file" \
    test "$ALL_VALID" = y -a "$(no_parts "$WORK/rec" && echo y)" = y
summary_and_exit
