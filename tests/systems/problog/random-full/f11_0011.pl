e0(1).
0.4::e1(3).
e1(1).
0.75::e2(3).
e3.
p00 :- e3, \+ e0(3).
0.6::p01 :- e3, p01.
p01 :- p00, T =.. [g, 2], T \== g(0).
0.8::p10 :- e2(1), e0(X).
query(e2(Y)).
query(e3).
query(e1(1)).
query(e1(X)) :- between(1,2,X).
query(\+ p01).
