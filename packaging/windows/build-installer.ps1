# Make the Windows installer from the build in dist\boardgames-desktop (run packaging\build.ps1 first):
#
#     powershell -ExecutionPolicy Bypass -File packaging\windows\build-installer.ps1
#
# Draws the installer's icon with the build's own Python (packaging\make_icon.py), then compiles
# packaging\windows\installer.iss with Inno Setup's ISCC (6.3 or newer; installed with Chocolatey's
# `choco install innosetup` when none is found). Result: dist\rodinne-deskovky-<version>-windows-setup.exe.
$ErrorActionPreference = "Stop"
Set-Location (Split-Path -Parent (Split-Path -Parent $PSScriptRoot))

function Invoke-Checked {
    param([string] $Program, [string[]] $Arguments)
    & $Program @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Program $($Arguments -join ' ') exited $LASTEXITCODE" }
}

function Find-Iscc {
    $found = Get-Command iscc.exe -ErrorAction SilentlyContinue
    if ($found) { return $found.Source }
    foreach ($root in @(${env:ProgramFiles(x86)}, $env:ProgramFiles, "$env:LOCALAPPDATA\Programs")) {
        if (-not $root) { continue }
        $candidates = Get-ChildItem -Path $root -Filter ISCC.exe -Recurse -Depth 2 -ErrorAction SilentlyContinue |
            Where-Object { $_.DirectoryName -like "*Inno Setup*" } | Sort-Object FullName -Descending
        if ($candidates) { return $candidates[0].FullName }
    }
    return $null
}

if (-not (Test-Path "dist\boardgames-desktop\boardgames-desktop.exe")) {
    throw "dist\boardgames-desktop\boardgames-desktop.exe is missing: run packaging\build.ps1 first"
}
Invoke-Checked "build\packaging\venv\Scripts\python.exe" @("packaging\make_icon.py", "--out", "build\packaging\icons")

$iscc = Find-Iscc
if (-not $iscc) {
    Write-Host "installer: Inno Setup not found, installing it with Chocolatey"
    Invoke-Checked "choco" @("install", "innosetup", "-y", "--no-progress")
    $iscc = Find-Iscc
    if (-not $iscc) { throw "Inno Setup's ISCC.exe was not found after installing it" }
}
Write-Host "installer: $iscc"
Invoke-Checked $iscc @("/Q", "packaging\windows\installer.iss")
Get-ChildItem "dist\rodinne-deskovky-*-windows-setup.exe" | ForEach-Object { Write-Host ("installer: {0} ({1:N0} MB)" -f $_.FullName, ($_.Length / 1MB)) }
