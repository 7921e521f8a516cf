//! Where the terminal UI's board stands: how large each square is, where
//! it is on the screen, and which square a click hit.

use ratatui::layout::Rect;

use tablut_core::Square;

/// Square sizes in terminal cells (width, height), largest first; cells
/// are about twice as tall as wide, so these look square.
const SIZES: [(u16, u16); 3] = [(7, 3), (5, 2), (3, 1)];

/// Room for the coordinates: rank numbers left and right, files above and below.
pub const LABEL_WIDTH: u16 = 2;

/// Where the board stands on the screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct BoardGeometry {
    /// Column of the left edge of file a.
    pub x: u16,
    /// Row of the top edge of rank 9.
    pub y: u16,
    /// Width of a square in cells.
    pub cell_width: u16,
    /// Height of a square in cells.
    pub cell_height: u16,
}

impl BoardGeometry {
    /// The largest board (coordinates included) that fits in `area`,
    /// centred in it; `None` if even the smallest does not fit.
    pub fn fit(area: Rect) -> Option<BoardGeometry> {
        SIZES.iter().find_map(|&(w, h)| {
            let (need_w, need_h) = (9 * w + 2 * LABEL_WIDTH, 9 * h + 2);
            (need_w <= area.width && need_h <= area.height).then(|| BoardGeometry {
                x: area.x + (area.width - need_w) / 2 + LABEL_WIDTH,
                y: area.y + (area.height - need_h) / 2 + 1,
                cell_width: w,
                cell_height: h,
            })
        })
    }

    /// The smallest area a board needs: (width, height).
    pub fn minimum() -> (u16, u16) {
        let (w, h) = SIZES[SIZES.len() - 1];
        (9 * w + 2 * LABEL_WIDTH, 9 * h + 2)
    }

    /// The squares alone.
    pub fn squares_area(&self) -> Rect {
        Rect::new(self.x, self.y, 9 * self.cell_width, 9 * self.cell_height)
    }

    /// The board with its coordinates.
    pub fn outer(&self) -> Rect {
        let inner = self.squares_area();
        Rect::new(
            inner.x - LABEL_WIDTH,
            inner.y - 1,
            inner.width + 2 * LABEL_WIDTH,
            inner.height + 2,
        )
    }

    /// The cells of `sq`.
    pub fn cell(&self, sq: Square) -> Rect {
        let file = u16::from(sq.file().index());
        let row = 8 - u16::from(sq.rank().index());
        Rect::new(
            self.x + file * self.cell_width,
            self.y + row * self.cell_height,
            self.cell_width,
            self.cell_height,
        )
    }

    /// The square drawn at terminal cell (`column`, `row`), if any.
    pub fn square_at(&self, column: u16, row: u16) -> Option<Square> {
        let file = column.checked_sub(self.x)? / self.cell_width;
        let from_top = row.checked_sub(self.y)? / self.cell_height;
        if file >= 9 || from_top >= 9 {
            return None;
        }
        Square::from_coords(file as i8, 8 - from_top as i8)
    }

    /// The row within a square where its piece or mark is drawn.
    pub fn middle_row(&self) -> u16 {
        (self.cell_height - 1) / 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_largest_board_that_fits() {
        let g = BoardGeometry::fit(Rect::new(0, 0, 80, 40)).unwrap();
        assert_eq!((g.cell_width, g.cell_height), (7, 3));
        let g = BoardGeometry::fit(Rect::new(0, 1, 50, 21)).unwrap();
        assert_eq!((g.cell_width, g.cell_height), (5, 2));
        assert_eq!(g.outer().width, 49);
        assert_eq!(BoardGeometry::fit(Rect::new(0, 0, 30, 11)), None);
        let (w, h) = BoardGeometry::minimum();
        assert!(BoardGeometry::fit(Rect::new(0, 0, w, h)).is_some());
    }

    #[test]
    fn clicks_find_their_square() {
        let g = BoardGeometry {
            x: 4,
            y: 2,
            cell_width: 5,
            cell_height: 2,
        };
        let a9: Square = "a9".parse().unwrap();
        let e5 = Square::THRONE;
        assert_eq!(g.square_at(4, 2), Some(a9));
        assert_eq!(g.square_at(4 + 4 * 5 + 4, 2 + 4 * 2 + 1), Some(e5));
        assert_eq!(g.square_at(3, 2), None);
        assert_eq!(g.square_at(4 + 45, 2), None);
        assert_eq!(g.cell(e5), Rect::new(24, 10, 5, 2));
        for sq in Square::all() {
            let c = g.cell(sq);
            assert_eq!(g.square_at(c.x + 1, c.y + 1), Some(sq));
        }
    }
}
