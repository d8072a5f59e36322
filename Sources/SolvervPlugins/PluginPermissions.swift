import Glibc
import SolvervLanguage

/// The rule ssh applies to keys (StrictModes), applied to a plugin before
/// it is loaded: the file, and every directory above it up to `/`, must be
/// owned by you or root and writable by nobody else (no group or world
/// write bit). Otherwise another user could put their code into your bar.
/// A directory owned by root with the sticky bit (`/tmp`) is the one
/// exception: others may create files there but not replace yours.
///
/// Both the path as given and the path with its links resolved are checked,
/// so a link cannot lead around the rule.
enum PluginPermissions {
    static func check(_ path: String) throws(PluginError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw PluginError(path, errno == ENOENT ? tr("no such file") : fill(tr("cannot read: %s"), String(cString: strerror(errno))))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw PluginError(path, tr("not a regular file")) }
        // TRANSLATORS: the plugin's file, in "refused: the file is owned by uid …".
        try allow(info, tr("the file"), path, plugin: path)
        var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard realpath(path, &resolved) != nil else {
            throw PluginError(path, fill(tr("cannot resolve: %s"), String(cString: strerror(errno))))
        }
        let real = String(decoding: resolved.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        try checkDirectories(above: absolute(path), plugin: path)
        if real != absolute(path) { try checkDirectories(above: real, plugin: path) }
    }

    /// Every directory from `path`'s parent up to `/`.
    private static func checkDirectories(above path: String, plugin: String) throws(PluginError) {
        var dir = PluginSearch.parent(path)
        while let d = dir {
            var info = stat()
            guard stat(d, &info) == 0 else {
                throw PluginError(plugin, fill(tr("cannot read directory %s: %s"), d, String(cString: strerror(errno))))
            }
            // TRANSLATORS: a directory above the plugin, in "refused: directory /x is owned by uid …".
            try allow(info, fill(tr("directory %s"), d), d, plugin: plugin)
            dir = d == "/" ? nil : PluginSearch.parent(d)
        }
    }

    /// Refuses a file or directory that another user could change.
    private static func allow(_ info: stat, _ what: String, _ path: String, plugin: String) throws(PluginError) {
        let uid = geteuid()
        guard info.st_uid == uid || info.st_uid == 0 else {
            // TRANSLATORS: "the file" or "directory PATH", then two user ids.
            throw PluginError(plugin, fill(tr("refused: %s is owned by uid %d, not by you (uid %d) or root"), what, String(info.st_uid), String(uid)))
        }
        let writable = info.st_mode & (S_IWGRP | S_IWOTH)
        guard writable != 0 else { return }
        let isDirectory = info.st_mode & S_IFMT == S_IFDIR
        if isDirectory, info.st_uid == 0, info.st_mode & S_ISVTX != 0 { return }  // /tmp
        // TRANSLATORS: "the file" or "directory PATH", then the path again in a command.
        throw PluginError(plugin, fill(writable & S_IWOTH != 0 ? tr("refused: %s is world-writable (chmod go-w %s)")
                                                               : tr("refused: %s is group-writable (chmod go-w %s)"), what, path))
    }

    /// `path` from the root: relative paths are taken from the working directory.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let cwd = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var rest = Substring(path)
        while rest.hasPrefix("./") { rest = rest.dropFirst(2) }
        return (cwd == "/" ? "" : cwd) + "/" + rest
    }
}
