import Foundation
import Testing

@testable import TestSupport

@Test func temporaryDirectoryIsRemovedWithEverythingInIt() throws {
  var path = ""
  do {
    let directory = try TemporaryDirectory()
    path = directory.path
    let nested = directory.file("locked")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: nested.appending(path: "file"))
    try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: nested.path)
    #expect(FileManager.default.fileExists(atPath: path))
  }
  #expect(!FileManager.default.fileExists(atPath: path))
}
