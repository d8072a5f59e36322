/// What `solverv formats --output json` declares (Sources/SolvervCLI/
/// Declarations.swift): the program's own formats, providers, subcommands
/// and options, which every generated file is written from.
struct Declarations: Decodable {
    struct Named: Decodable {
        let name: String
        let summary: String
    }
    struct Path: Decodable {
        let path: String
        let summary: String
    }
    struct Command: Decodable {
        let name: String
        let summary: String
        /// The options it accepts, in the order of its help.
        let options: [String]
        /// The words one of which must follow its name (`ctl next-day`).
        let actions: [String]
        /// Whether a subcommand or provider may follow its name (`help report`).
        let takes_topic: Bool
        /// Whether providers may follow its action (`setup waybar moon`).
        let takes_providers: Bool
        /// Its lines of the synopsis: `solverv events [--from YEAR] …`.
        let usage: [String]
    }
    struct Option: Decodable {
        let name: String
        /// What the value is called (`ZONE`), or nil for a flag.
        let value: String?
        let summary: String
        /// How a shell completes the value: choices, formats, zones, file, none.
        let completion: String
        let choices: [String]
    }
    struct Format: Decodable {
        let name: String
        let summary: String
        let default_size: String
        /// "built-in", or the file a plugin was loaded from.
        let source: String
        /// A status bar's format: an error is an error block and status 0.
        let bar: Bool
    }
    struct Provider: Decodable {
        let name: String
        let summary: String
        /// Whether a line that names no provider shows it.
        let in_default_line: Bool
        let placeholders: [Named]
    }

    struct ConfigKey: Decodable {
        /// `places.NAME.lat`: the user's own names in capitals.
        let path: String
        let value: String
        let summary: String
    }
    struct ColourClass: Decodable {
        let name: String
        /// Solverv's own colour, `#rrggbb`.
        let color: String
    }
    /// A bar's `solverv setup` pieces, each the generated block of a contrib file.
    struct Setup: Decodable, Sendable {
        struct Piece: Decodable, Sendable {
            /// The user's file, and what to do with the piece there.
            let file: String
            let how: String
            /// The contrib file whose `setup` block it is.
            let contrib: String
            /// What opens and closes a comment in that file.
            let comment: [String]
            let text: String
            /// The lines of `text` the README's quick start shows ("" for none).
            let quick: String
        }
        let bar: String
        let summary: String
        let pieces: [Piece]
    }

    let schema: Int
    let program: String
    let version: String
    let synopsis: [String]
    let commands: [Command]
    let line_options: [String]
    let options: [Option]
    let sizes: [String]
    var formats: [Format]
    let providers: [Provider]
    let location_placeholders: [Named]
    let config_keys: [ConfigKey]
    let classes: [ColourClass]
    let environment: [Named]
    let files: [Path]
    let setup: [Setup]

    /// The options of `command`, or of the line (nil), in the order of `options`.
    func options(of command: String?) -> [Option] {
        let accepted = command.flatMap { c in commands.first { $0.name == c }?.options } ?? line_options
        return options.filter { accepted.contains($0.name) }
    }

    /// The options that take a value.
    var valueOptions: [Option] { options.filter { $0.value != nil } }
}
