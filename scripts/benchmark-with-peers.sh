#!/usr/bin/env bash
# Issue 14's figures: the project read against peer programs doing the same work in the same
# minutes, on the same X server, in alternating rounds (these machines' speed varies two- to
# three-fold, so only ratios measured side by side mean much).
#
#   scripts/benchmark-with-peers.sh [--rounds N] [--frames N] [--only LIST] [--scratch-path DIR]
#                                   [--export] [--cpu] [--memory] [--callgrind] [--all] [PEER_DIR]
#
# Each round runs, in this order (reversed every other round, so neither side always goes
# first): rlottie drawing 2,000 stars / `render.shapes.2000`; LÖVE's ParticleSystem drawing
# 20,000 flakes / `render.emitter.20000` (both window renderer, Xvfb + Mesa); then
# `render.gallery` and `core.snapshot`. The ratios are taken within a round (ours ÷ the peer's
# median ms) and the medians over the rounds are printed at the end with the load average.
#
# --only LIST keeps some of the round's comparisons (names joined by commas: stars, particles,
# gallery, snapshot; default all four); the optional figures below still run when asked for.
# --scratch-path DIR builds in DIR (swift build --scratch-path), e.g. a second worktree's build.
# The renderer's environment passes through: ANIMATION_RENDER_BACKEND=sdl|opengl and
# ANIMATION_RENDER_GL_PATHS (all, cpu, none or pass names) choose what the app and the
# benchmark draw with, as in the app.
#
# Optional figures (each adds a run per round, or one run, as said):
#   --export     headless export of the gallery, 1280×800 PNGs, 150 frames per round (frames/s
#                over the whole run, start-up of ~1 s included)
#   --cpu        the app's CPU time, gallery in a window for 10 s (% of one core, all threads)
#   --memory     `memory` (peak RSS of a 600-frame gallery run) and a bare SDL window's, once
#   --callgrind  `core.snapshot` instructions per snapshot under callgrind (12 − 2 frames), once
#   --all        all of the above
#
# Needs: xvfb; for the peers librlottie-dev, love and python3
# (apt-get install -y xvfb librlottie-dev love python3); valgrind for
# --callgrind. Without PEER_DIR (default ../shared/peer) only the project's figures are printed.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=3 frames=60 export=0 cpu=0 memory=0 callgrind=0 only="stars,particles,gallery,snapshot" scratch=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --rounds) rounds="$2"; shift 2 ;;
        --frames) frames="$2"; shift 2 ;;
        --only) only="$2"; shift 2 ;;
        --scratch-path) scratch=(--scratch-path "$2"); shift 2 ;;
        --export) export=1; shift ;;
        --cpu) cpu=1; shift ;;
        --memory) memory=1; shift ;;
        --callgrind) callgrind=1; shift ;;
        --all) export=1 cpu=1 memory=1 callgrind=1; shift ;;
        -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        -*) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
        *) break ;;
    esac
done
peer="${1:-../shared/peer}"
work="$(mktemp -d)"
results="$work/results.jsonl"
# Builds' and programs' diagnostics (not the figures) go here; kept after the run.
log="${TMPDIR:-/tmp}/benchmark-with-peers.log"
: > "$log"
exec 3>&2 2>>"$log"
trap 'echo "failed; see $log" >&3' ERR
: > "$results"
# Mesa/SDL want a private runtime directory (root sessions often have none).
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$work/xdg}"
mkdir -p -m 700 "$XDG_RUNTIME_DIR"
# The figures measured so far are kept beside the log, even when a later step fails.
trap 'kill "${xvfb_pid:-0}" 2>/dev/null || true; cp "$results" "${log%.log}.jsonl" 2>/dev/null; rm -rf "$work"' EXIT

for name in ${only//,/ }; do
    case "$name" in stars|particles|gallery|snapshot) ;; *) echo "--only takes stars, particles, gallery, snapshot" >&2; exit 2 ;; esac
done
wants() { [[ ",$only," == *",$1,"* ]]; }
build=(swift build -c release --static-swift-stdlib "${scratch[@]}")
"${build[@]}" --product Benchmarks >/dev/null
bin="$("${build[@]}" --show-bin-path)"
if (( export || cpu )); then "${build[@]}" --product playground >/dev/null; fi
display=":$((90 + RANDOM % 9))"
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb_pid=$!
sleep 1
export DISPLAY="$display"

has_rlottie=0 has_love=0
if [[ -d "$peer" ]]; then
    if [[ -f "$peer/rlottie_bench.c" ]] && cc -O2 "$peer/rlottie_bench.c" -lrlottie -o "$work/rlottie_bench" 2>/dev/null; then
        python3 "$peer/make_stars_lottie.py" 2000 > "$work/stars2000.json"
        has_rlottie=1
    else
        echo "note: rlottie peer not built (apt-get install -y librlottie-dev)" >&3
    fi
    if [[ -d "$peer/love-emitter" ]] && command -v love >/dev/null; then has_love=1
    else echo "note: LÖVE peer not found (apt-get install -y love)" >&3; fi
fi

# Appends one JSON line per figure, tagged with the round.
record() { python3 -c 'import json,sys
r=int(sys.argv[1])
for line in sys.stdin:
    line=line.strip()
    if line.startswith("{"):
        d=json.loads(line); d["round"]=r; print(json.dumps(d))' "$1" >> "$results"; }

peer_stars() {
    (( has_rlottie )) || return 0
    # One pass = the file's 120 frames; "rlottie WxH frames=N median_ms=A p99_ms=B".
    "$work/rlottie_bench" "$work/stars2000.json" 1 | python3 -c 'import json,re,sys
t=sys.stdin.read(); m=dict(re.findall(r"(\w+)=([\d.]+)",t))
print(json.dumps({"name":"peer.rlottie.stars2000","median_ms":float(m["median_ms"]),"p99_ms":float(m["p99_ms"])}))' | record "$1"
}
peer_particles() {
    (( has_love )) || return 0
    love "$peer/love-emitter" 20000 "$frames" 2>/dev/null | grep '^{' | sed 's/"love.emitter/"peer.love.emitter/' | record "$1"
}
ours() { "$bin/Benchmarks" --renderer window --frames "$frames" --json "${@:2}" | record "$1"; }
export_fps() {
    local out="$work/export" n=150 t0 t1
    rm -rf "$out"
    t0=$(date +%s.%N)
    "$bin/playground" --headless --size 1280x800 --frames "$n" --out "$out" >/dev/null
    t1=$(date +%s.%N)
    python3 -c "import json;print(json.dumps({'name':'export.gallery.1280x800','fps':$n/($t1-$t0),'seconds':$t1-$t0}))" | record "$1"
}
app_cpu() {
    # CPU time (user + system, all threads) of the window app showing the gallery, from 2 s to 12 s.
    local pid ticks0 ticks1 hz
    hz=$(getconf CLK_TCK)
    "$bin/playground" >/dev/null 2>&1 &
    pid=$!
    sleep 2; ticks0=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    sleep 10; ticks1=$(awk '{print $14 + $15}' "/proc/$pid/stat")
    kill "$pid"; wait "$pid" 2>/dev/null || true
    python3 -c "import json;print(json.dumps({'name':'app.cpu.gallery','percent':100*($ticks1-$ticks0)/$hz/10}))" | record "$1"
}

bare_window() {
    # Peak RSS of a bare SDL window (same size and renderer flags) drawing one small texture
    # for 600 frames: what any SDL program pays here (the first textured draw compiles
    # llvmpipe's shader); the budget is our figure above it.
    cat > "$work/bare.c" <<'C'
#include <SDL.h>
#include <stdio.h>
int main(void) {
    SDL_InitSubSystem(SDL_INIT_VIDEO);
    SDL_Window *w = SDL_CreateWindow("bare", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, 1280, 800, SDL_WINDOW_SHOWN);
    SDL_Renderer *r = SDL_CreateRenderer(w, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_TARGETTEXTURE);
    static Uint32 px[16 * 16];
    SDL_Texture *t = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, 16, 16);
    SDL_UpdateTexture(t, NULL, px, 64);
    for (int f = 0; f < 600; f++) {
        SDL_SetRenderDrawColor(r, 20, 20, 25, 255); SDL_RenderClear(r);
        SDL_Rect d = {0, 0, 200, 200}; SDL_RenderCopy(r, t, NULL, &d);
        SDL_RenderPresent(r);
        SDL_Event e; while (SDL_PollEvent(&e)) {}
    }
    FILE *s = fopen("/proc/self/status", "r"); char l[256]; long hwm = 0;
    while (fgets(l, sizeof l, s)) sscanf(l, "VmHWM: %ld", &hwm);
    printf("{\"name\":\"memory.bare_window\",\"peak_rss_mb\":%.1f}\n", hwm / 1024.0);
    return 0;
}
C
    cc -O2 "$work/bare.c" $(pkg-config --cflags --libs sdl2) -o "$work/bare" && "$work/bare" | record "$1"
}

loads=()
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); $rounds rounds of $frames frames"
for (( r = 1; r <= rounds; r++ )); do
    loads+=("$(cut -d' ' -f1 /proc/loadavg)")
    echo "round $r (load ${loads[-1]})…" >&3
    if (( r % 2 )); then
        if wants stars; then peer_stars "$r"; ours "$r" --only render.shapes.2000; fi
        if wants particles; then peer_particles "$r"; ours "$r" --only render.emitter.20000; fi
    else
        if wants stars; then ours "$r" --only render.shapes.2000; peer_stars "$r"; fi
        if wants particles; then ours "$r" --only render.emitter.20000; peer_particles "$r"; fi
    fi
    # A p99 needs more than 60 samples (of 60 it is the second-slowest frame): the gallery
    # runs at least 300 frames a round.
    if wants gallery; then ours "$r" --only render.gallery --frames "$(( frames > 300 ? frames : 300 ))"; fi
    if wants snapshot; then ours "$r" --only core.snapshot; fi
    if (( export )); then export_fps "$r"; fi
    if (( cpu )); then app_cpu "$r"; fi
done
loads+=("$(cut -d' ' -f1 /proc/loadavg)")
if (( memory )); then
    ours 0 --only memory
    bare_window 0
fi
if (( callgrind )); then
    # valgrind cannot read the debug information of the static release binary: count a copy
    # without it.
    cp "$bin/Benchmarks" "$work/Benchmarks-stripped" && strip -g "$work/Benchmarks-stripped"
    count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/Benchmarks-stripped" --only core.snapshot --frames "$1" 2>&1 | awk '/Collected/ {print $4}'; }
    a=$(count 2); c=$(count 12)
    echo "{\"name\":\"core.snapshot.instructions\",\"per_snapshot\":$(( (c - a) / 10 ))}" | record 0
fi

python3 - "$results" "$(date -u '+%Y-%m-%d %H:%M UTC')" "${loads[*]}" <<'EOF'
import json, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
def value(name, key, r):
    for d in rows:
        if d["name"] == name and d["round"] == r: return d.get(key)
rounds = sorted({d["round"] for d in rows if d["round"] > 0})
def med(xs):
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None
def fmt(x, f="{:.2f}"): return "—" if x is None else f.format(x)
pairs = [("render.shapes.2000", "peer.rlottie.stars2000", "rlottie, same 2,000 stars", "≤ 0.5 ×"),
         ("render.emitter.20000", "peer.love.emitter.20000", "LÖVE ParticleSystem, same 20,000 flakes", "≤ 0.8 ×")]
print(f"\n{sys.argv[2]}, load average (1 min) at each round's start and the end: {sys.argv[3]}")
drawn = sorted({(d.get("backend"), d.get("gl_paths") or "none", d.get("gl_renderer")) for d in rows if "backend" in d},
               key=str)
for backend, paths, renderer in drawn: print(f"drawn by: backend {backend}, OpenGL passes {paths}, {renderer}")
print("\nper round: ours / peer median ms = ratio")
for r in rounds:
    parts = []
    for ours, peer, _, _ in pairs:
        a, b = value(ours, "median_ms", r), value(peer, "median_ms", r)
        parts.append(f"{ours} {fmt(a, '{:.1f}')} / {fmt(b, '{:.1f}')} = {fmt(a / b if a and b else None)} ×")
    print(f"  round {r}: " + "; ".join(parts))
print("\n| figure | peer | median over rounds | budget | ours, absolute (median of rounds) |")
print("| --- | --- | --- | --- | --- |")
for ours, peer, what, budget in pairs:
    ratios = [value(ours, "median_ms", r) / value(peer, "median_ms", r) for r in rounds
              if value(ours, "median_ms", r) and value(peer, "median_ms", r)]
    a = med([value(ours, "median_ms", r) for r in rounds]); b = med([value(peer, "median_ms", r) for r in rounds])
    print(f"| {ours} | {what} | {fmt(med(ratios))} × (range {fmt(min(ratios) if ratios else None)}–{fmt(max(ratios) if ratios else None)}) | {budget} | {fmt(a, '{:.1f}')} ms (peer {fmt(b, '{:.1f}')} ms) |")
p99 = med([value("render.gallery", "p99_ms", r) for r in rounds])
print(f"| render.gallery p99 (≥ 300 frames a round) | — | {fmt(p99, '{:.1f}')} ms | ≤ 8 ms | median {fmt(med([value('render.gallery', 'median_ms', r) for r in rounds]), '{:.1f}')} ms |")
snap = med([value("core.snapshot", "median_ms", r) for r in rounds])
instr = value("core.snapshot.instructions", "per_snapshot", 0)
print(f"| core.snapshot (10k layers × 3 animations) | — | {fmt(instr / 1e6 if instr else None, '{:.1f}')} M instructions | ≤ 15 M | {fmt(snap, '{:.1f}')} ms |")
cpu = med([value("app.cpu.gallery", "percent", r) for r in rounds])
if cpu is not None: print(f"| app CPU, gallery at 60 fps, 10 s | — | {cpu:.0f} % of a core | ≤ 40 % | |")
fps = med([value("export.gallery.1280x800", "fps", r) for r in rounds])
if fps is not None: print(f"| headless export, gallery 1280×800 PNG | — | {fps:.1f} frames/s | ≥ 30 frames/s | |")
mem = value("memory", "peak_rss_mb", 0)
bare = value("memory.bare_window", "peak_rss_mb", 0)
if mem is not None:
    above = f"{mem - bare:.1f} MB above a bare SDL window's {bare:.1f} MB" if bare else "bare window not measured"
    print(f"| memory (peak RSS, 600-frame gallery) | — | {above} | ≤ 20 MB above | {mem:.1f} MB |")
EOF
