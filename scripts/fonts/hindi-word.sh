#!/bin/sh
# Makes app/fonts/hindi-word.woff2 (1.3 KB): the glyphs of the language switch's "हिंदी", cut from
# the site's Noto Sans Devanagari at weight 500, with its shaping tables (the ि matra). English
# pages draw that one word with it instead of downloading the 121 KB Devanagari font (app/globals.css).
# Needs fontTools (Debian: apt-get install python3-fonttools python3-brotli); run from the project
# root after changing the word (messages common.switchLanguage) or the font.
set -e
SRC=node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2
TMP=$(mktemp -d)
python3 -m fontTools.varLib.instancer "$SRC" wght=500 -o "$TMP/deva500.ttf"
python3 -m fontTools.subset "$TMP/deva500.ttf" --text="$(node -p "require('./messages/en.json').common.switchLanguage")" \
  --layout-features='*' --flavor=woff2 --output-file=app/fonts/hindi-word.woff2
rm -rf "$TMP"
