//! Reading OTEP lines from a pipe without trusting the writer: a line
//! longer than a limit is skipped to its end instead of filling memory, and
//! bytes that are not UTF-8 are replaced rather than refused.

use std::io::{self, BufRead};

/// One line read by [`read_line`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// The line, without its `\n` (or `\r\n`).
    Text(String),
    /// A line longer than the limit, skipped; the number is its length in
    /// bytes.
    TooLong(usize),
}

/// Reads the next line of at most `max` bytes. Returns `Ok(None)` at the
/// end of the input; a last line without `\n` is still returned. Memory use
/// stays within `max` whatever the input.
pub fn read_line<R: BufRead + ?Sized>(reader: &mut R, max: usize) -> io::Result<Option<Line>> {
    let mut buf: Vec<u8> = Vec::new();
    let mut len = 0usize;
    let mut any = false;
    loop {
        let available = match reader.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            break;
        }
        any = true;
        let (chunk, done) = match available.iter().position(|&b| b == b'\n') {
            Some(i) => (&available[..i], Some(i + 1)),
            None => (available, None),
        };
        len = len.saturating_add(chunk.len());
        if len <= max {
            buf.extend_from_slice(chunk);
        }
        let used = done.unwrap_or(chunk.len());
        reader.consume(used);
        if done.is_some() {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    if len > max {
        return Ok(Some(Line::TooLong(len)));
    }
    if buf.last() == Some(&b'\r') {
        buf.pop();
    }
    Ok(Some(Line::Text(String::from_utf8_lossy(&buf).into_owned())))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], max: usize) -> Vec<Line> {
        let mut r = io::BufReader::with_capacity(4, input);
        let mut out = Vec::new();
        while let Some(l) = read_line(&mut r, max).unwrap() {
            out.push(l);
        }
        out
    }

    #[test]
    fn splits_lines_and_skips_long_ones() {
        let got = lines(b"hello\r\nplay attackers\n0123456789abcdef\n\nlast", 15);
        assert_eq!(
            got,
            vec![
                Line::Text("hello".into()),
                Line::Text("play attackers".into()),
                Line::TooLong(16),
                Line::Text(String::new()),
                Line::Text("last".into()),
            ]
        );
    }

    #[test]
    fn bad_bytes_are_replaced() {
        let got = lines(b"st\xffatus\n", 100);
        assert_eq!(got, vec![Line::Text("st\u{fffd}atus".into())]);
    }

    #[test]
    fn a_huge_line_without_newline_is_bounded() {
        let input = vec![b'x'; 1 << 20];
        assert_eq!(lines(&input, 1000), vec![Line::TooLong(1 << 20)]);
    }
}
