#!/usr/bin/env bash
# Installs the Debian packages the project needs and that are missing.
#   scripts/install-dependencies.sh          build + run: SDL2, SDL2_ttf, cairo, pixman, zlib, libjpeg, pkg-config, git,
#                                            and the fallback fonts for text the shipped DejaVu lacks (Noto:
#                                            other scripts, colour emoji)
#   scripts/install-dependencies.sh --test   also what the end-to-end test drives the app with:
#                                            Xvfb, xdotool, ImageMagick, openbox (a window manager,
#                                            to minimise the window), and Mesa's EGL/DRI drivers
#                                            (the renderer's OpenGL path is tested offscreen), and
#                                            ffmpeg (GIF/WebP/MP4 export is tested with a real file)
# Uses apt-get directly as root, sudo otherwise. Prints what it installs; silent when nothing is missing.
set -euo pipefail

packages=(libsdl2-dev libsdl2-ttf-dev libcairo2-dev libpixman-1-dev zlib1g-dev libjpeg-dev pkg-config git
          fonts-noto-core fonts-noto-color-emoji)
if [[ "${1:-}" == "--test" ]]; then
    packages+=(xvfb xdotool imagemagick x11-utils openbox libegl1 libgl1-mesa-dri ffmpeg)
fi

missing=()
for p in "${packages[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-dependencies: missing ${missing[*]}, and apt-get is not available; install them by hand." >&2
    exit 1
fi
sudo=()
if [[ $(id -u) -ne 0 ]]; then
    if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
        echo "install-dependencies: missing ${missing[*]}; run as root or install sudo." >&2
        exit 1
    fi
fi
echo "install-dependencies: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq || echo "install-dependencies: apt-get update failed; trying to install anyway" >&2
"${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
