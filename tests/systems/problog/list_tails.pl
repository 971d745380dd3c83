% A list's tail is read at priority 1200, as ProbLog reads it; | is the infix operator '|'/2
% (1100, xfy), its own functor (not ;), which ProbLog has no clauses for.
a([a, b | c, d]).
a([a, b | c | d]).
a([a | b, c | d]).
b(X) :- X = [a | (b | c)].
c(X) :- X = (b | c), X \= (_ ; _).
query(a(_)).
query(b(_)).
query(c(_)).
