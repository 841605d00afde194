#!/usr/bin/env bash
# Makes the five virtual-tour clips of /virtual-tour (public/tour/<clip>.mp4 and .webm) from the room
# artwork, each a slow Ken Burns pan and zoom over one illustration (the gallery cross-fades four).
# Run once after `npm run build` has rendered the artwork (.artwork/v1); the clips are committed, so
# neither the build nor the server needs ffmpeg. Needs ffmpeg with libx264 and libvpx-vp9
# (Debian: apt-get install ffmpeg) and the project's sharp (to turn the WebP artwork into PNG frames).
set -euo pipefail
cd "$(dirname "$0")/.."

ART=.artwork/v1
OUT=public/tour
FPS=25
SIZE=960x640
# scaled far above the output size before zoompan, so its whole-pixel steps do not judder
WORK=3840:2560
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"

# png <media key>: the artwork as a PNG frame in $TMP, printed path
png() {
  local src="$ART/$1-1600.webp" dest="$TMP/${1//\//_}.png"
  if [ ! -f "$src" ]; then
    echo "tour-videos: $src is missing; run npm run build first" >&2
    exit 1
  fi
  [ -f "$dest" ] || node -e 'require("sharp")(process.argv[1]).png().toFile(process.argv[2]).catch((e) => { console.error(e); process.exit(1); })' "$src" "$dest"
  echo "$dest"
}

# kenburns <frames> <zoom to> <x from> <x to> <y from> <y to>: a zoompan filter that zooms from 1 to
# <zoom to> while the view's centre drifts between the given fractions of the picture
kenburns() {
  local n=$1 z=$2 x0=$3 x1=$4 y0=$5 y1=$6
  echo "scale=$WORK:flags=lanczos,zoompan=z='1+($z-1)*on/$n':x='(iw-iw/zoom)*($x0+($x1-$x0)*on/$n)':y='(ih-ih/zoom)*($y0+($y1-$y0)*on/$n)':d=$n:s=$SIZE:fps=$FPS,setsar=1,format=yuv420p"
}

# encode <filter input args…> -- <filter graph> <name>: writes $OUT/<name>.mp4 (H.264) and .webm (VP9), no audio
encode() {
  local name=${*: -1} graph=${*: -2:1}
  local inputs=("${@:1:$#-2}")
  ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$graph" -map "[v]" -an \
    -c:v libx264 -preset slow -crf "${H264_CRF:-27}" -profile:v high -pix_fmt yuv420p -movflags +faststart "$OUT/$name.mp4"
  ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$graph" -map "[v]" -an \
    -c:v libvpx-vp9 -b:v 0 -crf "${VP9_CRF:-37}" -deadline good -cpu-used 1 -row-mt 1 -pix_fmt yuv420p "$OUT/$name.webm"
  echo "tour-videos: $name.mp4 $(stat -c %s "$OUT/$name.mp4") B, $name.webm $(stat -c %s "$OUT/$name.webm") B"
}

ROOM_FRAMES=175 # 7 s

room() {
  local name=$1 key=$2; shift 2
  encode -i "$(png "$key")" "[0:v]$(kenburns $ROOM_FRAMES "$@")[v]" "$name"
}

room living-room rooms/living-1 1.18 0.35 0.6 0.45 0.6
room kitchen rooms/kitchen-1 1.16 0.6 0.4 0.5 0.55
room bedroom rooms/bedroom-1 1.18 0.5 0.65 0.4 0.55
room bathroom rooms/bath-1 1.16 0.45 0.55 0.55 0.45

# the gallery: more detail moves at once, so a little more compression keeps it small
H264_CRF=29 VP9_CRF=39
# the gallery: four homes at dusk and by type, 2.36 s each, cross-faded over 0.5 s (7.94 s in all)
SEG=59
a=$(kenburns $SEG 1.12 0.5 0.6 0.5 0.45)
b=$(kenburns $SEG 1.12 0.6 0.45 0.5 0.55)
c=$(kenburns $SEG 1.12 0.4 0.55 0.55 0.45)
d=$(kenburns $SEG 1.12 0.55 0.5 0.45 0.55)
encode \
  -i "$(png villas/vedanta-dusk)" -i "$(png types/treehouse)" -i "$(png villas/apple-dusk)" -i "$(png types/bamboo)" \
  "[0:v]$a[a];[1:v]$b[b];[2:v]$c[c];[3:v]$d[d];[a][b]xfade=transition=fade:duration=0.5:offset=1.86[ab];[ab][c]xfade=transition=fade:duration=0.5:offset=3.72[abc];[abc][d]xfade=transition=fade:duration=0.5:offset=5.58[v]" \
  gallery
