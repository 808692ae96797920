; SPDX-FileCopyrightText: 2026 The Balut developers
; SPDX-License-Identifier: GPL-3.0-or-later
;
; balut.iss - the Windows installer of Balut (Inno Setup 6.3 or later).
; Installs the folder build-aux/win32/bundle.sh makes, as it is:
;
;   ISCC.exe /DAppVersion=0.1.0 /DBundleDir=C:\...\balut-0.1.0-windows-x86_64
;            [/OOUTPUTDIR] build-aux\win32\balut.iss
;
; gives OUTPUTDIR\balut-0.1.0-windows-x86_64-setup.exe (build-msys2.sh
; runs this). For everyone (Program Files, asks for administrator
; rights) or, chosen in the first dialog or with /CURRENTUSER, for the
; current user alone (no administrator rights). x64 Windows 10 and 11.
; tests/packaging/test-win32.py checks that what this script names is in
; the bundle.

#if VER < EncodeVer(6, 3, 0)
  #error Inno Setup 6.3 or later is needed (x64compatible)
#endif
#ifndef AppVersion
  #error Define the version: ISCC /DAppVersion=X.Y.Z
#endif
#ifndef BundleDir
  #error Define the bundle folder: ISCC /DBundleDir=PATH\balut-X.Y.Z-windows-x86_64
#endif
#ifndef LanguagesIss
  #error Define the languages file: ISCC /DLanguagesIss=PATH\languages.iss (installer-languages.sh writes it)
#endif

#define AppName "Balut"
#define AppExe "bin\balut.exe"
#define AppUrl "https://github.com/balut/balut"

[Setup]
; Identifies Balut to Windows' list of installed programs across
; versions: never change it
AppId={{24AAE58E-5E0B-487B-A097-3801F6E7CCFB}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The Balut developers
AppPublisherURL={#AppUrl}
AppSupportURL={#AppUrl}/issues
AppUpdatesURL={#AppUrl}/releases
AppCopyright=Copyright 2026 The Balut developers
VersionInfoVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoDescription={#AppName} Setup
DefaultDirName={autopf}\{#AppName}
DisableProgramGroupPage=yes
LicenseFile={#BundleDir}\share\licenses\balut\COPYING
; relative to this script's folder
SetupIconFile=..\..\data\win32\io.github.balut.Balut.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
PrivilegesRequired=admin
PrivilegesRequiredOverridesAllowed=dialog
OutputBaseFilename=balut-{#AppVersion}-windows-x86_64-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
CloseApplications=yes

; The languages (English and each one po/COMPLETE declares complete)
; and the Start-menu entries' comments as the translators wrote them:
; [Languages] and [CustomMessages], written by installer-languages.sh
; (build-msys2.sh passes its file as LanguagesIss)
#include LanguagesIss

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole bundle: bin\ (balut.exe, balut-cli.exe for the command
; line, the DLLs), lib\ (the SVG loader and its cache), share\ (schemas,
; icons, translations, licences), etc\ where it has one
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}\bin"; Comment: "{cm:AppComment}"
; Belote's own launcher: the same program, straight into Belote
Name: "{autoprograms}\Belote"; Filename: "{app}\{#AppExe}"; Parameters: "--belote"; WorkingDir: "{app}\bin"; Comment: "{cm:BeloteComment}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}\bin"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
