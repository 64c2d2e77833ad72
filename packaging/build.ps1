# Build the program as families install it, on Windows (Linux and macOS: packaging/build.sh).
#
#     powershell -ExecutionPolicy Bypass -File packaging\build.ps1
#
# Makes a fresh virtual environment in build\packaging\venv with the pinned versions of
# packaging\requirements.txt, then runs PyInstaller on packaging\boardgames-desktop.spec.
# Result: dist\boardgames-desktop\boardgames-desktop.exe (with its icon and version information).
# Check a build with:  dist\boardgames-desktop\boardgames-desktop.exe --self-test
# (a windowed program: its report goes to boardgames-desktop-self-test.log in the current folder).
#
# $env:PYTHON names the interpreter (default: py -3.11 if the launcher is there, else python).
# pip's and PyInstaller's caches stay under build\, which git ignores.
$ErrorActionPreference = "Stop"
Set-Location (Split-Path -Parent $PSScriptRoot)

function Invoke-Checked {
    param([string] $Program, [string[]] $Arguments)
    & $Program @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Program $($Arguments -join ' ') exited $LASTEXITCODE" }
}

$build = "build\packaging"
$env:PIP_CACHE_DIR = Join-Path $PWD "$build\pip-cache"
$env:PIP_DISABLE_PIP_VERSION_CHECK = "1"
$env:PYINSTALLER_CONFIG_DIR = Join-Path $PWD "$build\pyinstaller-cache"
$env:PYTHONDONTWRITEBYTECODE = "1"

$started = Get-Date
foreach ($old in @("$build\venv", "$build\work", "dist\boardgames-desktop")) {
    if (Test-Path $old) { Remove-Item -Recurse -Force $old }
}
New-Item -ItemType Directory -Force $build | Out-Null

Write-Host "build: a fresh virtual environment in $build\venv"
if ($env:PYTHON) {
    Invoke-Checked $env:PYTHON @("-m", "venv", "$build\venv")
} elseif (Get-Command py -ErrorAction SilentlyContinue) {
    Invoke-Checked "py" @("-3.11", "-m", "venv", "$build\venv")
} else {
    Invoke-Checked "python" @("-m", "venv", "$build\venv")
}
$python = "$build\venv\Scripts\python.exe"
Invoke-Checked $python @("-m", "pip", "install", "-q", "-r", "packaging\requirements.txt")

Invoke-Checked "$build\venv\Scripts\pyinstaller.exe" @(
    "--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", "dist", "--workpath", "$build\work", "packaging\boardgames-desktop.spec"
)

$size = (Get-ChildItem -Recurse -File "dist\boardgames-desktop" | Measure-Object -Sum Length).Sum / 1MB
$seconds = [int]((Get-Date) - $started).TotalSeconds
Write-Host ("build: dist\boardgames-desktop ({0:N0} MB) in {1} s" -f $size, $seconds)
