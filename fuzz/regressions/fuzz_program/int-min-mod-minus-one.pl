p(Y) :- X is -9223372036854775807 - 1, Y is X mod -1.
query(p(_)).
