#!/usr/bin/env bash
# Contact sheets of every scene, to look at them all at once: one frame of each scene at its
# design size (1×), at twice it (2×) and fitted into a 1600×1000 window (full-window), from the
# app's own headless export, put side by side with ImageMagick's montage, each labelled with the
# scene's name.
#
#   scripts/contact-sheet.sh                         # into ./contact-sheets, at 3 s
#   scripts/contact-sheet.sh --out DIR --from 2.5    # another folder, another moment
#   scripts/contact-sheet.sh --bin PATH              # an already built playground
#
# Writes DIR/scenes-1x.png, DIR/scenes-2x.png and DIR/scenes-full.png (and keeps the frames in
# DIR/frames). Needs ImageMagick (Debian package imagemagick); builds the debug playground
# unless --bin names one.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

out=contact-sheets
from=3
bin=""
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out="$2"; shift 2 ;;
        --from) from="$2"; shift 2 ;;
        --bin) bin="$2"; shift 2 ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "contact-sheet: unknown argument $1 (try --help)" >&2; exit 64 ;;
    esac
done
if ! command -v montage >/dev/null; then
    echo "contact-sheet: montage not found; install ImageMagick (apt-get install imagemagick)" >&2
    exit 69
fi
if [ -z "$bin" ]; then
    swift build --product playground >&2
    bin="$(swift build --show-bin-path)/playground"
fi
[ -x "$bin" ] || { echo "contact-sheet: no playground at $bin" >&2; exit 66; }

frames="$out/frames"
mkdir -p "$frames"
# The identifiers: the indented first word of each scene line of --list.
scenes=$("$bin" --list | awk '/^  [a-z0-9-]+  / { print $1 }')
[ -n "$scenes" ] || { echo "contact-sheet: --list named no scenes" >&2; exit 70; }

export_frame() {   # scene, size argument or "", folder
    local scene="$1" size="$2" dir="$3"
    rm -rf "$dir"
    # shellcheck disable=SC2086
    "$bin" --headless --scene "$scene" $size --from "$from" --frames 1 --out "$dir" >/dev/null
}

for scene in $scenes; do
    export_frame "$scene" "" "$frames/1x-$scene"
    design=$(identify -format '%wx%h' "$frames/1x-$scene/frame-0000.png")
    double="$(( ${design%x*} * 2 ))x$(( ${design#*x} * 2 ))"
    export_frame "$scene" "--size $double" "$frames/2x-$scene"
    export_frame "$scene" "--size 1600x1000" "$frames/full-$scene"
done

sheet() {   # prefix, tile width×height to shrink to ("" keeps the frames' size), output
    local prefix="$1" tile="$2" file="$3" args=()
    for scene in $scenes; do args+=(-label "$scene" "$frames/$prefix-$scene/frame-0000.png"); done
    montage "${args[@]}" -tile 6x -geometry "${tile}+8+8" -background '#15161a' -fill '#e6e6e6' \
        -font "$root/assets/fonts/DejaVuSans.ttf" -pointsize 14 "$file"
}
sheet 1x "" "$out/scenes-1x.png"
sheet 2x "" "$out/scenes-2x.png"
sheet full 800x500 "$out/scenes-full.png"
echo "$out/scenes-1x.png $out/scenes-2x.png $out/scenes-full.png"
