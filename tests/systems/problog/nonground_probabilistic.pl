% A non-ground answer with a probability belongs to no ground atom: an error (NonGroundQuery).
q(a). q(_).
0.4::r.
s(X) :- r, q(X).
query(s(X)).
