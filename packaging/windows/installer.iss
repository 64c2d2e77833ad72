; The Windows installer of Rodinné deskovky (Inno Setup 6.3 or newer), made from the PyInstaller
; build in dist\boardgames-desktop by packaging\windows\build-installer.ps1:
;
;     powershell -ExecutionPolicy Bypass -File packaging\windows\build-installer.ps1
;
; Installs for the current user only, without administrator rights, into
; %LOCALAPPDATA%\Programs\Rodinné deskovky, with a Start-menu entry (a desktop one on request)
; and an uninstaller in Settings > Apps. The installer speaks Czech, Slovak or English, after
; Windows' language (both translations ship with Inno Setup). Installing a newer version over an
; older one updates it in place (same AppId). Uninstalling removes the program only: the family's
; saved games, players and log stay in %LOCALAPPDATA%\boardgames-desktop (docs/INSTALL.md).
;
; The version is the one the build wrote into boardgames-desktop.exe (its ProductVersion, set by
; packaging/boardgames-desktop.spec from boardgames_desktop/__init__.py), so it cannot differ
; from the program's. The icon is the .ico that packaging/make_icon.py draws.

#define AppName "Rodinné deskovky"
#define AppExe "boardgames-desktop.exe"
#define Bundle "..\..\dist\boardgames-desktop"
#define AppVersion GetStringFileInfo(AddBackslash(SourcePath) + Bundle + "\" + AppExe, "ProductVersion")
#if AppVersion == ""
  #error dist\boardgames-desktop\boardgames-desktop.exe has no version: build the program first (packaging\build.ps1)
#endif
#ifndef IconFile
  #define IconFile "..\..\build\packaging\icons\boardgames-desktop.ico"
#endif

[Setup]
; The same AppId in every version: a new installer updates the installed program.
AppId={{A154E32E-C963-45EB-8C1C-A57FC3410FF6}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
; Per user, no administrator rights: {autopf} is %LOCALAPPDATA%\Programs, {autoprograms} the
; user's Start menu.
PrivilegesRequired=lowest
DefaultDirName={autopf}\{#AppName}
DisableProgramGroupPage=yes
DisableDirPage=auto
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
WizardStyle=modern
ShowLanguageDialog=auto
; A running copy of the program is asked to close before its files are replaced or removed.
CloseApplications=yes
RestartApplications=no
OutputDir=..\..\dist
OutputBaseFilename=rodinne-deskovky-{#AppVersion}-windows-setup
Compression=lzma2/max
SolidCompression=yes

[Languages]
Name: "cs"; MessagesFile: "compiler:Languages\Czech.isl"
Name: "sk"; MessagesFile: "compiler:Languages\Slovak.isl"
Name: "en"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller folder: the program, its _internal folder (Python, Qt, resources, translations).
Source: "{#Bundle}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An update replaces the bundled libraries whole, so that none of an older version's is left beside the new ones.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only the pictures the program painted for its start screen (it paints them again); never the saves.
Type: filesandordirs; Name: "{localappdata}\boardgames-desktop\boardgames-desktop\Cache\pictures"
