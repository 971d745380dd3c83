// The library's errors. Every exception the library throws derives from deeplog::error, so one
// `catch (const deeplog::error&)` handles them all; the derived classes say what went wrong and
// carry where (a file position, a label index, a path, a resource):
//   argument_error   a call's arguments break its contract (sizes, empty domains, unknown names)
//   evaluation_order_error  a call out of order (backward before forward)
//   overflow_error   a value past what its type represents
//   format_error     malformed text input (circuit files, DIMACS, programs), located by file,
//                    line and column
// and, next to the code that throws them, circuit_error, formula_error, cnf_error,
// unknown_structure, invalid_label, law_error, budget_exceeded, file_error,
// program_error, nn_error and cuda_error.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace deeplog {

/// The base of every error the library throws.
class error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// A call's arguments break its contract: wrong sizes, an empty domain, an unknown name.
class argument_error : public error {
 public:
  using error::error;
};

/// A call out of order, such as backward() before any forward(): there are no labels to
/// differentiate.
class evaluation_order_error : public error {
 public:
  using error::error;
};

/// A value past what its type represents (a model count beyond 2^64 - 1 in checked_counting).
class overflow_error : public error {
 public:
  using error::error;
};

/// Malformed text input. what() reads "FILE:LINE:COLUMN: MESSAGE" (":COLUMN" omitted when 0,
/// ":LINE" when 0 too).
class format_error : public error {
 public:
  format_error(std::string file, std::size_t line, std::size_t column, const std::string& message)
      : error(compose(file, line, column, message)),
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
    if (line != 0) {
      s += ":";
      s += std::to_string(line);
    }
    if (line != 0 && column != 0) {
      s += ":";
      s += std::to_string(column);
    }
    s += ": ";
    s += message;
    return s;
  }

  std::string file_;
  std::size_t line_;
  std::size_t column_;
  std::string message_;
};

}  // namespace deeplog
