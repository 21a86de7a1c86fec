"""The Windows version resource of hearts-qt.exe (what Explorer's Details tab shows).

PyInstaller takes it as a text file holding a ``VSVersionInfo(...)`` expression; the spec
calls :func:`write` on Windows. Runs anywhere, so the tests can check the text parses.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pkgmeta


def text(version: str | None = None) -> str:
    """The version resource as PyInstaller's ``VSVersionInfo`` text."""
    shown = version or pkgmeta.version()
    numbers = pkgmeta.numeric_version(shown)
    strings = {
        "CompanyName": pkgmeta.PUBLISHER,
        "FileDescription": pkgmeta.DISPLAY_NAME,
        "FileVersion": shown,
        "InternalName": pkgmeta.APP_NAME,
        "LegalCopyright": f"© {pkgmeta.PUBLISHER}, {pkgmeta.LICENSE}",
        "OriginalFilename": f"{pkgmeta.APP_NAME}.exe",
        "ProductName": pkgmeta.DISPLAY_NAME,
        "ProductVersion": shown,
    }
    entries = ",\n".join(f"          StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers},
    prodvers={numbers},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [
{entries}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def write(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text(), encoding="utf-8")
    return path


if __name__ == "__main__":
    print(text())
