#!/usr/bin/env bash
# End-to-end test of live scenes: `playground new` in a temporary folder, `playground watch` under
# Xvfb, then edits as a learner makes them, judged from screenshots and the supervisor's output.
#
#   Tests/e2e/live_scenes_e2e.sh          # prints "N passed, M failed"; exit 1 on any failure
#
# The steps: the template animates; a colour change shows in the window; a type error is shown
# over the picture (amber panel) while the old build keeps moving; a fatalError at t = 1 s is
# shown (red panel) with the app alive; the fix brings the scene back; the package exports a GIF
# headless; stopping the supervisor ends its builds. The first build of the new package compiles
# the playground's libraries in debug (a few minutes on 2 cores); later builds take seconds.
#
# Needs: Xvfb, xdotool, ImageMagick, ffprobe, swift. Environment: PLAYGROUND_BUILD_DIR, E2E_KEEP=1,
# E2E_CONFIGURATION=debug (the playground built in debug instead of release, for a quicker try).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
WATCH_PID=""
e2e_cleanup_extra() {
    [[ -n $WATCH_PID ]] && kill "$WATCH_PID" 2>/dev/null || true
    sleep 1
    pkill -f "$WORK/Spin/.build" 2>/dev/null || true
}
e2e_init live-scenes
e2e_build

# --- new --------------------------------------------------------------------------------------
set +e
"$BIN" new "my scene" --in "$WORK" >"$WORK/bad.log" 2>&1; BAD=$?
set -e
check "new: a name with a space is refused with exit 64 and one line" \
    test "$BAD" -eq 64 -a "$(wc -l <"$WORK/bad.log")" -eq 1
"$BIN" new Spin --in "$WORK" >"$WORK/new.log" 2>&1
SCENE="$WORK/Spin/Sources/Spin/SpinScene.swift"
check "new: Spin has a manifest, a scene, main.swift, a README and a .gitignore" \
    test -f "$WORK/Spin/Package.swift" -a -f "$SCENE" -a -f "$WORK/Spin/Sources/Spin/main.swift" \
    -a -f "$WORK/Spin/README.md" -a -f "$WORK/Spin/.gitignore"

# --- watch ------------------------------------------------------------------------------------
e2e_display 97

"$BIN" watch "$WORK/Spin" >"$WORK/watch.log" 2>&1 &
WATCH_PID=$!
runs() { grep -c "running the new build" "$WORK/watch.log" || true; }
wait_for() { # wait_for SECONDS COMMAND...: true once COMMAND succeeds
    local until=$((SECONDS + $1)); shift
    while ((SECONDS < until)); do "$@" && return 0; sleep 0.2; done
    return 1
}
has_runs() { test "$(runs)" -ge "$1"; }
log "watch: first build of the package (compiles the playground's libraries in debug)…"
START=$SECONDS
if ! wait_for 1500 has_runs 1; then
    tail -30 "$WORK/watch.log"; fail "watch: the package builds and shows its scene"; summary_and_exit
fi
pass "watch: the package builds and shows its scene ($((SECONDS - START)) s)"
sleep 1

shot() { import -window root "$1"; }
centre() { convert "$1" -crop 1x1+640+390 +repage -depth 8 txt:- | tail -1 | grep -oE '#[0-9A-F]{6}'; }
moved() { # moved A B: pixels that differ by more than 8% in the scene's area
    compare -metric AE -fuzz 8% "$1[1228x600+26+120]" "$2[1228x600+26+120]" null: 2>&1 | cut -d' ' -f1 || true
}
panel() { # panel FILE COLOUR: pixels of the overlay's colour in the top band (title and border)
    convert "$1" -crop 1280x130+0+0 +repage -fuzz 8% -fill "#FF00FF" -opaque "$2" -depth 8 txt:- | grep -c "#FF00FF" || true
}
AMBER="#FFB84D" RED="#FF5C54"

shot "$WORK/a.png"; sleep 0.3; shot "$WORK/b.png"
check "watch: the template animates (> 200 pixels change in 0.3 s)" test "$(moved "$WORK/a.png" "$WORK/b.png")" -gt 200
check "watch: the square is the template's blue" test "$(centre "$WORK/b.png")" = "#5C9EFF"

# --- a colour change ---------------------------------------------------------------------------
before=$(runs)
WROTE=$(date +%s.%N)
sed -i 's/red: 0.36, green: 0.62, blue: 1.0/red: 1.0, green: 0.3, blue: 0.2/' "$SCENE"
is_red() { shot "$WORK/c.png"; [[ $(centre "$WORK/c.png") == "#FF4D33" ]]; }
if wait_for 120 is_red; then
    pass "reload: the new colour shows in the window ($(awk -v a="$WROTE" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }') s after the save)"
else
    fail "reload: the new colour shows in the window (centre $(centre "$WORK/c.png"))"
fi
check "reload: one save made one new build" has_runs $((before + 1))
check "reload: a change of text only skips SwiftPM (compile and link replayed)" \
    grep -q "(compile and link replayed)" "$WORK/watch.log"

# --- a type error --------------------------------------------------------------------------------
sed -i 's/square.cornerRadius = 16/square.cornerRadius = "sixteen"/' "$SCENE"
failed() { grep -q "build failed" "$WORK/watch.log"; }
if wait_for 120 failed; then
    sleep 1; shot "$WORK/e1.png"; sleep 0.3; shot "$WORK/e2.png"
    check "error: the build's error is in the terminal with file:line:column" \
        grep -qE "Sources/Spin/SpinScene.swift:[0-9]+:[0-9]+: cannot assign" "$WORK/watch.log"
    check "error: the error panel is over the picture" test "$(panel "$WORK/e2.png" "$AMBER")" -gt 300
    check "error: the last good build keeps moving below it" test "$(moved "$WORK/e1.png" "$WORK/e2.png")" -gt 200
else
    fail "error: the build fails"
fi

# --- a crash at t = 1 s ---------------------------------------------------------------------------
# The type error fixed and the crash added in one save.
python3 - "$SCENE" <<'EOF'
import sys
p = sys.argv[1]
s = open(p).read().replace('square.cornerRadius = "sixteen"', "square.cornerRadius = 16")
anchor = "override func play(from previous: SceneState) {\n"
assert anchor in s
s = s.replace(anchor, anchor + "        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { fatalError(\"deliberate crash\") }\n", 1)
open(p, "w").write(s)
EOF
crashed() { grep -qE "The scene crashed (just after|between) t = " "$WORK/watch.log"; }
if wait_for 120 crashed; then
    sleep 1; shot "$WORK/x1.png"; sleep 0.3; shot "$WORK/x2.png"
    check "crash: said with its scene time (at or around t = 1.0 s)" \
        grep -qE "crashed (just after t = (0\.9[0-9]|1\.0[0-9]) s|between t = 0\.9[0-9] and 1\.0[0-9] s)" "$WORK/watch.log"
    check "crash: Swift's message is in the terminal" grep -q "Fatal error: deliberate crash" "$WORK/watch.log"
    check "crash: the crash panel is in the window" test "$(panel "$WORK/x2.png" "$RED")" -gt 300
    check "crash: the playground is alive" kill -0 "$WATCH_PID"
else
    fail "crash: the fatalError is caught"
fi

# --- the fix ----------------------------------------------------------------------------------
before=$(runs)
sed -i '/deliberate crash/d' "$SCENE"
if wait_for 120 has_runs $((before + 1)); then
    sleep 1.5; shot "$WORK/f1.png"; sleep 0.3; shot "$WORK/f2.png"
    check "fix: the scene is back, without a panel" test "$(panel "$WORK/f2.png" "$RED")" -lt 20 \
        -a "$(panel "$WORK/f2.png" "$AMBER")" -lt 20
    check "fix: and it moves" test "$(moved "$WORK/f1.png" "$WORK/f2.png")" -gt 200
else
    fail "fix: a new build runs"
fi

# --- headless export and the end -----------------------------------------------------------------
if "$BIN" --package "$WORK/Spin" --headless --scene spin --frames 30 --fps 30 --out "$WORK/spin.gif" >"$WORK/gif.log" 2>&1; then
    FRAMES=$(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 "$WORK/spin.gif")
    check "export: --package writes a 30-frame GIF of the scene" test "${FRAMES:-0}" -eq 30
else
    cat "$WORK/gif.log"; fail "export: --package writes a GIF"
fi
kill "$WATCH_PID"
gone() { ! pgrep -f "$WORK/Spin/.build" >/dev/null; }
check "end: the builds end with the supervisor" wait_for 5 gone
WATCH_PID=""
log "live-scenes e2e took $((SECONDS - START)) s after the playground's build"
summary_and_exit
