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
;
; The installer speaks English, Czech, French, German or Spanish, the system's language if
; it is one of them (Inno Setup's own translations, and ours in [CustomMessages]). The file
; is UTF-8 with a byte order mark, which Inno Setup before 6.3 needs to read it as UTF-8.

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
; The system's language without asking, when the installer speaks it.
ShowLanguageDialog=auto

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "czech"; MessagesFile: "compiler:Languages\Czech.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[CustomMessages]
english.ShortcutComment=Play the card game Hearts against three computer players
czech.ShortcutComment=Zahrajte si karetní hru Srdce proti třem počítačovým hráčům
french.ShortcutComment=Jouez à Hearts (la Dame de pique) contre trois adversaires de l’ordinateur
german.ShortcutComment=Spielen Sie das Kartenspiel Hearts gegen drei Computergegner
spanish.ShortcutComment=Juega a Corazones contra tres jugadores del ordenador

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; The previous version's bundle: its libraries must not mix with the new ones.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:ShortcutComment}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
Type: filesandordirs; Name: "{app}\_internal"
