% Small seeds for the program reader: operators, lists, strings, quoted atoms, arithmetic.
0.5::a. 0.3::b(1); 0.7::b(2).
c(X) :- b(X), X > 1, \+ a.
d(L) :- L = [1, 2|T], T = [], length(L, N), N =:= 2.
e :- X is 7 mod 3 + 2 ** 3 - abs(-1) // 2, X >= 0.
'quoted atom'("str", 0'a, 'it''s').
query(c(_)). query(d(_)). query(e).
evidence(a, false).
