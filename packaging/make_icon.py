"""The program's icon, drawn by the program itself with QPainter: no outside art.

    python packaging/make_icon.py                 rewrite resources/icons/boardgames-desktop.png
    python packaging/make_icon.py --out DIR       write DIR/boardgames-desktop.ico, .icns and .png

The .png is committed (the window uses it); the Windows .ico and macOS .icns are made at build
time by packaging/build.sh and build.ps1. Every size is drawn afresh, not scaled, and stored as a
PNG inside the container, which Windows (since Vista) and macOS (since 10.7) read.
"""

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PNG = ROOT / "resources" / "icons" / "boardgames-desktop.png"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The .icns element types that hold PNG data, by the size of the picture.
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512), (b"ic10", 1024))


def draw(size: int):
    """The icon as a QImage of size x size: two fanned cards on green felt, and a die."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import (
        QColor,
        QImage,
        QLinearGradient,
        QPainter,
        QPainterPath,
        QPen,
        QPolygonF,
    )

    image = QImage(size, size, QImage.Format_ARGB32_Premultiplied)
    image.fill(Qt.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.Antialiasing)
    p.scale(size / 100.0, size / 100.0)  # draw on a 100 x 100 grid

    felt = QLinearGradient(0, 0, 0, 100)
    felt.setColorAt(0, QColor("#2f6b52"))
    felt.setColorAt(1, QColor("#1c3d30"))
    p.setPen(Qt.NoPen)
    p.setBrush(felt)
    p.drawRoundedRect(QRectF(4, 4, 92, 92), 20, 20)

    def card(angle: float, centre: QPointF, face: QColor, edge: QColor) -> None:
        p.save()
        p.translate(centre)
        p.rotate(angle)
        p.setPen(QPen(edge, 2.2))
        p.setBrush(face)
        p.drawRoundedRect(QRectF(-19, -27, 38, 54), 5, 5)
        p.restore()

    card(-16, QPointF(40, 44), QColor("#fdf6e3"), QColor("#0072B2"))
    p.save()
    card(10, QPointF(57, 44), QColor("#ffffff"), QColor("#D55E00"))
    # a house on the front card
    p.translate(57, 44)
    p.rotate(10)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor("#D55E00"))
    p.drawPolygon(QPolygonF([QPointF(-12, -2), QPointF(0, -14), QPointF(12, -2)]))
    p.setBrush(QColor("#E69F00"))
    p.drawRect(QRectF(-9, -2, 18, 15))
    p.setBrush(QColor("#24483a"))
    p.drawRect(QRectF(-3, 4, 6, 9))
    p.restore()

    # a die, bottom right
    p.save()
    p.translate(70, 72)
    p.rotate(-8)
    path = QPainterPath()
    path.addRoundedRect(QRectF(-14, -14, 28, 28), 6, 6)
    p.setPen(QPen(QColor("#1c3d30"), 1.6))
    p.setBrush(QColor("#fafafa"))
    p.drawPath(path)
    p.setPen(Qt.NoPen)
    p.setBrush(QColor("#1c3d30"))
    for x, y in ((-7, -7), (7, -7), (0, 0), (-7, 7), (7, 7)):
        p.drawEllipse(QPointF(x, y), 2.9, 2.9)
    p.restore()
    p.end()
    return image


def png_bytes(size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    if not draw(size).save(buffer, "PNG"):
        raise RuntimeError(f"could not encode the {size}px icon as PNG")
    buffer.close()
    return bytes(data.data())


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (ICONDIR, ICONDIRENTRY..., images)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        edge = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset + len(images))
        images += data
    return header + entries + images


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: 'icns', total length, then (type, length, PNG) elements."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", help="a folder for the .ico, .icns and .png made at build time")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(["make_icon"])  # noqa: F841 (fonts, image writers)
    sizes = sorted({*ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: png_bytes(size) for size in sizes}
    if not args.out:
        PNG.parent.mkdir(parents=True, exist_ok=True)
        PNG.write_bytes(pngs[256])
    else:
        out = Path(args.out)
        out.mkdir(parents=True, exist_ok=True)
        (out / "boardgames-desktop.ico").write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
        (out / "boardgames-desktop.icns").write_bytes(icns(pngs))
        (out / "boardgames-desktop.png").write_bytes(pngs[256])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
