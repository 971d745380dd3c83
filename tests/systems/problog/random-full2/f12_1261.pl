:- use_module(library(lists)).
0.9::e0(1,2).
0.5::e0(3,1).
0.8::e1(3).
e1(2).
0.4::e2(1).
e2(3).
0.25::e3(3).
e3(1).
0.1::e3(1); 0.2::e3(3); 0.2::e3(2).
p00 :- Z \== 1, e1(Z), e0(Z,Z), e2(2), Z @< a.
p00 :- p00, T =.. [g, 3], T \== g(0), T =.. [g, 2], T \== g(0).
p10(1) :- p11(Z,Z), p10(Y).
p10(X) :- e2(X), e2(3), p11(X,2).
p11(X,Y) <- p00, between(1,3,X), between(1,3,Y).
p11(3,3) :- e1(Z), e2(Z), \+ e1(1), findall(V, e2(V), L), length(L, N), N >= 2.
p20 :- p11(1,Z), e2(Z), call(e2, Z).
query(e2(3)).
query(e3(1)).
query(e0(2,2)).
query(\+ e0(2,1)).
