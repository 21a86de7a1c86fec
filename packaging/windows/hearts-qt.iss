; Inno Setup script for hearts-qt: a per-user installer, no administrator rights needed.
;
;   iscc /DAppVersion=0.2.0rc1 /DAppNumericVersion=0.2.0.0 /DSourceDir=dist\hearts-qt ^
;        /DOutputDir=dist /DIconFile=hearts_qt\resources\icons\hearts-qt.ico ^
;        packaging\windows\hearts-qt.iss
;
; (packaging\build.py runs exactly that.) It installs the PyInstaller onedir bundle to
; %LOCALAPPDATA%\Programs\hearts-qt, adds a Start menu entry, optionally a desktop icon,
; and registers an uninstaller. On an upgrade the old bundle's _internal folder is removed
; first, so no library of the previous version lingers next to the new ones.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
; VersionInfoVersion takes at most four numbers (0.2.0rc1 is refused): build.py passes
; pkgmeta.numeric_version() of the version.
#ifndef AppNumericVersion
  #define AppNumericVersion "0.0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\hearts-qt"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef IconFile
  #define IconFile "..\..\hearts_qt\resources\icons\hearts-qt.ico"
#endif

#define AppName "Hearts"
#define AppExe "hearts-qt.exe"

[Setup]
; The AppId names this app to Windows for upgrades and uninstall: never change it.
AppId={{6F1C2B8E-4E1D-4B7A-9C3E-5A8D2F0B9E41}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The hearts-qt developers
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductTextVersion={#AppVersion}
DefaultDirName={autopf}\hearts-qt
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per user: installs under the user's profile and needs no administrator.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=hearts-qt-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; The previous version's bundle: its libraries must not mix with the new ones.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Play the card game Hearts"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
Type: filesandordirs; Name: "{app}\_internal"
