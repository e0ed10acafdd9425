#!/usr/bin/env bash
# End-to-end test of UIApplication's state notifications in the real window: the playground runs
# under Xvfb with PLAYGROUND_LOG_APP_STATE=1 (one stderr line per notification), xdotool moves the
# focus to another window (xmessage) and back, hides the window and shows it again, and the lines
# must arrive in UIKit's order.
#
#   Tests/e2e/app_state_e2e.sh            # prints "N passed, M failed"; exit 1 on any failure
#
# Minimising: Xvfb has no window manager, and minimising (`xdotool windowminimize`, SDL's
# XIconifyWindow) is a request to the window manager, so nothing happens there. The script
# hides the window instead (`windowunmap`/`windowmap`): SDL reports it as HIDDEN/SHOWN, which
# the app treats exactly as MINIMIZED/RESTORED (`WindowInput.Translated.visibilityChanged`,
# both mappings unit-tested in WindowEventTests). When a window manager is at hand
# (E2E_WINDOW_MANAGER, default `openbox` if installed; `none` to skip) it runs on the display
# and the window is also minimised (`windowminimize`) and brought back (`windowactivate`).
#
# Needs: Xvfb, xdotool, xmessage, swift; openbox optional. Environment: PLAYGROUND_BUILD_DIR,
# E2E_DISPLAY (default 95), E2E_CONFIGURATION=debug (a debug build instead of release, for a
# quicker try), E2E_WINDOW_MANAGER, E2E_KEEP=1.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
BUILD=(swift build -c release --static-swift-stdlib --product playground)
[[ ${E2E_CONFIGURATION:-release} == debug ]] && BUILD=(swift build --product playground)
[[ -n ${PLAYGROUND_BUILD_DIR:-} ]] && BUILD+=(--scratch-path "$PLAYGROUND_BUILD_DIR")
WORK=$(mktemp -d /tmp/app-state-e2e.XXXXXX)
PASSED=0 FAILED=0 XVFB_PID="" APP_PID="" OTHER_PID="" WM_PID=""
WM=${E2E_WINDOW_MANAGER:-$(command -v openbox >/dev/null && echo openbox || echo none)}

log() { printf '%s\n' "$*"; }
pass() { PASSED=$((PASSED + 1)); log "PASS  $1"; }
fail() { FAILED=$((FAILED + 1)); log "FAIL  $1"; }
check() { local name=$1; shift; if "$@"; then pass "$name"; else fail "$name"; fi; }
cleanup() {
    for pid in $APP_PID $OTHER_PID $WM_PID $XVFB_PID; do kill "$pid" 2>/dev/null || true; done
    if [[ ${E2E_KEEP:-0} == 1 ]]; then log "kept in $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
summary_and_exit() { log "$PASSED passed, $FAILED failed"; ((FAILED == 0)) || exit 1; exit 0; }

log "building the playground (${E2E_CONFIGURATION:-release})…"
if ! "${BUILD[@]}" >"$WORK/build.log" 2>&1; then tail -20 "$WORK/build.log"; fail "build"; summary_and_exit; fi
BIN="$("${BUILD[@]}" --show-bin-path)/playground"

N=${E2E_DISPLAY:-95}
while [[ -e /tmp/.X$N-lock ]]; do N=$((N + 1)); done
Xvfb ":$N" -screen 0 1280x800x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
XVFB_PID=$!
export DISPLAY=":$N"
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
if [[ $WM != none ]]; then
    "$WM" >"$WORK/wm.log" 2>&1 &
    WM_PID=$!
    sleep 1
fi

LOG="$WORK/app.err"
PLAYGROUND_LOG_APP_STATE=1 "$BIN" >"$WORK/app.out" 2>"$LOG" &
APP_PID=$!
APP_WIN=$(timeout 30 xdotool search --sync --name "Animation Playground" | head -1 || true)
check "the window opens" test -n "$APP_WIN"
[[ -n $APP_WIN ]] || summary_and_exit
xmessage -geometry 200x60+1000+700 "another window" >/dev/null 2>&1 &
OTHER_PID=$!
OTHER_WIN=$(timeout 10 xdotool search --sync --class xmessage | head -1 || true)
check "another window opens" test -n "$OTHER_WIN"
[[ -n $OTHER_WIN ]] || summary_and_exit

# focus_on WIN: gives WIN the focus (through the window manager when one runs).
focus_on() { if [[ $WM != none ]]; then xdotool windowactivate "$1"; else xdotool windowfocus "$1"; fi; }
states() { grep '^app state: ' "$LOG" | sed 's/^app state: //' || true; }
# quiet: waits until no new line has come for 0.5 s (a window manager focuses new windows).
quiet() {
    local a b
    for _ in $(seq 20); do a=$(states | wc -l); sleep 0.5; b=$(states | wc -l); [[ $a == "$b" ]] && return; done
}
quiet
focus_on "$APP_WIN" 2>/dev/null || true
quiet
check "the app is active before the checks" test "$(states | tail -1 | cut -d, -f1)" != willResignActive
# new_since COUNT: the notification lines after the first COUNT, joined by " | ".
new_since() { states | tail -n +"$(($1 + 1))" | paste -sd'|' | sed 's/|/ | /g'; }
# expect NAME COUNT WANTED: waits up to 5 s for the lines after COUNT to be exactly WANTED.
expect() {
    local name=$1 count=$2 wanted=$3 got=""
    for _ in $(seq 50); do got=$(new_since "$count"); [[ $got == "$wanted" ]] && break; sleep 0.1; done
    if [[ $got == "$wanted" ]]; then pass "$name"; else fail "$name (got: ${got:-nothing})"; fi
}

# expect_focus NAME COUNT LAST: like expect, but a window manager may pass the focus through the
# app once on the way (openbox does), so with one the lines after COUNT need only alternate
# between resigning and becoming active and end with LAST.
expect_focus() {
    local name=$1 count=$2 last=$3 got=""
    if [[ $WM == none ]]; then expect "$name" "$count" "$last"; return; fi
    for _ in $(seq 50); do [[ -n $(new_since "$count") ]] && break; sleep 0.1; done
    quiet
    got=$(new_since "$count")
    local repeated='(willResignActive[^|]*\| willResignActive|didBecomeActive[^|]*\| didBecomeActive)'
    if [[ ${got##* | } == "$last" ]] && ! grep -qE "$repeated" <<<"$got"; then
        pass "$name"
    else
        fail "$name (got: ${got:-nothing})"
    fi
}

n=$(states | wc -l)
focus_on "$OTHER_WIN"
expect_focus "focus to another window: willResignActive" "$n" "willResignActive, now inactive"

n=$(states | wc -l)
focus_on "$APP_WIN"
expect_focus "focus back: didBecomeActive" "$n" "didBecomeActive, now active"

n=$(states | wc -l)
xdotool windowunmap "$APP_WIN"
expect "hidden: willResignActive, then didEnterBackground" "$n" \
    "willResignActive, now inactive | didEnterBackground, now background"

n=$(states | wc -l)
xdotool windowmap "$APP_WIN"
sleep 0.3
focus_on "$APP_WIN"
expect "shown and focused: willEnterForeground, then didBecomeActive" "$n" \
    "willEnterForeground, now inactive | didBecomeActive, now active"

if [[ $WM != none ]]; then
    n=$(states | wc -l)
    xdotool windowminimize "$APP_WIN"
    expect "minimised: willResignActive, then didEnterBackground" "$n" \
        "willResignActive, now inactive | didEnterBackground, now background"
    n=$(states | wc -l)
    xdotool windowactivate "$APP_WIN"
    expect "activated: willEnterForeground, then didBecomeActive" "$n" \
        "willEnterForeground, now inactive | didBecomeActive, now active"
else
    log "note  minimising needs a window manager; none here (install openbox or set E2E_WINDOW_MANAGER)"
fi

check "the app is still running" kill -0 "$APP_PID"
check "nothing but notification lines on stderr" test -z "$(grep -v '^app state: ' "$LOG" || true)"
summary_and_exit
