/// The binary format's nesting: the trailer locates an offset table, each container object lists its members
/// by object number. Walks the containers reachable from the top object once each (shared ones are measured
/// once), without recursion, and stops as soon as a chain is deeper than the limit.
struct BinaryPropertyListNesting {
    /// The trailer's size in bytes, at the end of the file.
    static let trailerLength = 32
    /// Bytes before the first object: `bplist00`.
    static let headerLength = 8

    private let bytes: UnsafeRawBufferPointer
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let topObject: Int
    private let offsetTable: Int

    static func check(_ bytes: UnsafeRawBufferPointer, limit: Int) -> PropertyListNesting.Verdict {
        guard let table = BinaryPropertyListNesting(bytes: bytes) else { return .malformed }
        return table.check(limit: limit)
    }

    /// Reads and checks the trailer: sizes in range, the offset table inside the file, the top object listed.
    private init?(bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= Self.headerLength + Self.trailerLength else { return nil }
        self.bytes = bytes
        let trailer = bytes.count - Self.trailerLength
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let count = Self.integer(in: bytes, at: trailer + 8, size: 8),
            let top = Self.integer(in: bytes, at: trailer + 16, size: 8),
            let table = Self.integer(in: bytes, at: trailer + 24, size: 8),
            count >= 1, count <= bytes.count, top < count, table >= Self.headerLength, table <= trailer,
            count * offsetSize <= trailer - table
        else { return nil }
        objectCount = count
        topObject = top
        offsetTable = table
    }

    /// One container on the walk: where its member references are, and the deepest member measured so far.
    private struct Frame {
        let object: Int
        let members: Range<Int>
        var next: Int
        var deepestMember = 0
    }

    private enum Mark: UInt8 {
        case unvisited, onPath, measured
    }

    /// What an object is, as far as nesting goes.
    private enum Shape {
        case scalar
        /// A set, an ordered set or a UID (see `PropertyListNesting.Verdict.unsupportedObjects`).
        case unsupported
        /// A container and the byte range of its member references.
        case container(Range<Int>)
    }

    private func check(limit: Int) -> PropertyListNesting.Verdict {
        var marks = [Mark](repeating: .unvisited, count: objectCount)
        var depths = [Int32](repeating: 0, count: objectCount)
        guard let top = shape(of: topObject) else { return .malformed }
        if case .unsupported = top { return .unsupportedObjects }
        guard case .container(let topMembers) = top else { return .withinLimit }
        var path = [Frame(object: topObject, members: topMembers, next: topMembers.lowerBound)]
        marks[topObject] = .onPath
        while var frame = path.popLast() {
            guard frame.next < frame.members.upperBound else {
                let depth = frame.deepestMember + 1
                if depth > limit { return .tooDeep }
                marks[frame.object] = .measured
                depths[frame.object] = Int32(depth)
                if !path.isEmpty { path[path.count - 1].deepestMember = max(path[path.count - 1].deepestMember, depth) }
                continue
            }
            guard let member = reference(at: frame.next) else { return .malformed }
            frame.next += referenceSize
            switch marks[member] {
            case .onPath:
                return .malformed
            case .measured:
                frame.deepestMember = max(frame.deepestMember, Int(depths[member]))
                path.append(frame)
            case .unvisited:
                guard let memberShape = shape(of: member) else { return .malformed }
                if case .unsupported = memberShape { return .unsupportedObjects }
                path.append(frame)
                if case .container(let range) = memberShape {
                    if path.count + 1 > limit { return .tooDeep }
                    marks[member] = .onPath
                    path.append(Frame(object: member, members: range, next: range.lowerBound))
                } else {
                    marks[member] = .measured
                }
            }
        }
        return .withinLimit
    }

    /// The object's shape, or nil when its offset or its member references point outside the objects.
    private func shape(of object: Int) -> Shape? {
        guard let offset = Self.integer(in: bytes, at: offsetTable + object * offsetSize, size: offsetSize),
            offset >= Self.headerLength, offset < offsetTable
        else { return nil }
        let marker = bytes[offset]
        let referencesPerMember: Int
        switch marker >> 4 {
        case 0x8, 0xB, 0xC: return .unsupported  // UID, ordered set, set
        case 0xA: referencesPerMember = 1  // array
        case 0xD: referencesPerMember = 2  // dictionary: keys, then values
        default: return .scalar
        }
        guard let (count, start) = memberCount(marker: marker, at: offset) else { return nil }
        let (length, overflow) = count.multipliedReportingOverflow(by: referencesPerMember * referenceSize)
        guard !overflow, length <= offsetTable - start else { return nil }
        return .container(start..<(start + length))
    }

    /// A container's member count: in the marker's low four bits, or in an integer object right after it when
    /// those are all ones. Returns the count and where the references start.
    private func memberCount(marker: UInt8, at offset: Int) -> (Int, Int)? {
        let short = Int(marker & 0x0F)
        guard short == 0x0F else { return (short, offset + 1) }
        guard offset + 1 < offsetTable else { return nil }
        let intMarker = bytes[offset + 1]
        guard intMarker >> 4 == 0x1 else { return nil }
        let size = 1 << Int(intMarker & 0x0F)
        guard size <= 8, let count = Self.integer(in: bytes, at: offset + 2, size: size) else { return nil }
        return (count, offset + 2 + size)
    }

    private func reference(at position: Int) -> Int? {
        guard let object = Self.integer(in: bytes, at: position, size: referenceSize), object < objectCount
        else { return nil }
        return object
    }

    /// A big-endian unsigned integer of `size` bytes, or nil when it lies outside the data or exceeds `Int`.
    private static func integer(in bytes: UnsafeRawBufferPointer, at position: Int, size: Int) -> Int? {
        guard position >= 0, size <= bytes.count, position <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for index in position..<(position + size) { value = value << 8 | UInt64(bytes[index]) }
        return Int(exactly: value)
    }
}
