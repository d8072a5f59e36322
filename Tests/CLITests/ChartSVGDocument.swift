import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// A `solverv chart` SVG as Foundation's XMLParser reads it: every element
/// with its attributes, the classes of the groups it lies in, and its text.
/// A parse failure is a test failure: the SVG must be well-formed XML.
struct ChartSVGDocument {
    struct Element {
        let name: String
        let attributes: [String: String]
        /// The `class` of every enclosing element, outermost first, and its own.
        let classes: [String]
        var text = ""

        func inGroup(_ cls: String) -> Bool { classes.contains { $0.split(separator: " ").map(String.init).contains(cls) } }
        var allClasses: Set<String> { Set(classes.flatMap { $0.split(separator: " ").map(String.init) }) }

        /// A path's points, from `M x,y x,y … [Z]`.
        var points: [(x: Double, y: Double)] {
            let d = attributes["d"] ?? ""
            return d.replacingOccurrences(of: "M", with: "").replacingOccurrences(of: "Z", with: "")
                .split(separator: " ").compactMap { pair in
                    let xy = pair.split(separator: ",").compactMap { Double($0) }
                    return xy.count == 2 ? (xy[0], xy[1]) : nil
                }
        }
    }

    var elements: [Element] = []
    let root: [String: String]
    let size: Int

    init(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "?")", file: file, line: line)
        elements = collector.done
        root = try XCTUnwrap(elements.first { $0.name == "svg" }?.attributes, file: file, line: line)
        size = text.utf8.count
    }

    /// The plot area: left, top, right, bottom.
    var plot: (left: Double, top: Double, right: Double, bottom: Double) {
        let v = (root["data-plot"] ?? "").split(separator: " ").compactMap { Double($0) }
        return (v[0], v[1], v[2], v[3])
    }

    var days: Int { Int(root["data-days"] ?? "") ?? 0 }
    var pixelsPerHour: Double { (plot.bottom - plot.top) / 24 }
    /// The middle of the date at `index`, where each date's point lies.
    func middle(_ index: Int) -> Double { plot.left + (Double(index) + 0.5) * (plot.right - plot.left) / Double(days) }

    func paths(_ group: String...) -> [Element] {
        elements.filter { $0.name == "path" && Set(group).isSubset(of: $0.allClasses) }
    }

    func marks() -> [Element] { elements.filter { $0.name == "g" && $0.inGroup("mark") } }

    final class Collector: NSObject, XMLParserDelegate {
        var stack: [Element] = []
        var done: [Element] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let classes = (stack.last?.classes ?? []) + (attributes["class"].map { [$0] } ?? [])
            stack.append(Element(name: name, attributes: attributes, classes: classes))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            for i in stack.indices { stack[i].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if let e = stack.popLast() { done.append(e) }
        }
    }
}
