// The typed error every circuit-file reader throws on malformed input: it names the file, the
// 1-based line and (where one token is at fault) the 1-based column, so a user can jump there.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace deeplog::io {

/// A malformed circuit file (SDD, vtree, NNF, weights). what() reads
/// "FILE:LINE:COLUMN: MESSAGE" (":COLUMN" omitted when 0, ":LINE" when 0 too).
class format_error : public std::runtime_error {
 public:
  format_error(std::string file, std::size_t line, std::size_t column, const std::string& message)
      : std::runtime_error(compose(file, line, column, message)),
        file_(std::move(file)),
        line_(line),
        column_(column),
        message_(message) {}

  const std::string& file() const noexcept { return file_; }
  std::size_t line() const noexcept { return line_; }      // 1-based; 0: the whole file
  std::size_t column() const noexcept { return column_; }  // 1-based; 0: the whole line
  const std::string& message() const noexcept { return message_; }

 private:
  static std::string compose(const std::string& file, std::size_t line, std::size_t column,
                             const std::string& message) {
    std::string s = file;
    if (line != 0) s += ":" + std::to_string(line);
    if (line != 0 && column != 0) s += ":" + std::to_string(column);
    return s + ": " + message;
  }

  std::string file_;
  std::size_t line_;
  std::size_t column_;
  std::string message_;
};

}  // namespace deeplog::io
