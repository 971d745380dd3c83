:- use_module(library(lists)).
0.5::e0(2).
0.1::e0(3); 0.2::e0(2).
0.8::e1(3,2).
p00(Y,Y) :- e1(2,Z), p00(Z,2), between(1,3,Y).
0.4::p10 :- e0(2), T =.. [g, 3], T \== g(0).
p10 :- (e0(Y)) ; (p10, findall(V, e1(2,V), L), sum_list(L, T), T > 2, call(e1, 2, 3)).
p11(1) :- e0(3), p00(Z,X), e0(2), \+ e0(X).
p11(1) :- e1(1,2), e0(1), e0(1), T =.. [g, 3], T \== g(0).
0.7::p20(Y) :- e1(Z,1), p21(X), p11(Z), between(1,3,Y), \+ e1(Z,Y), T =.. [g, Y], T \== g(0).
p20(X) :- p11(Y), e1(Y,Y), between(1,3,X), not e1(Y,Y).
p21(X) <- p21(X), e1(1,X), e0(Z), \+ p10.
p21(Y) :- p21(X), p11(Y), p00(X,3).
p30 :- e1(2,Z), p30, T =.. [g, Z], T \== g(0), call(e1, Z, Z).
p30 :- p10, p20(3).
p31(3,Y) :- Y \== 1, e1(2,Z), between(1,3,Y), W is Y + 2, W < 5.
query(e1(3,1)).
query(e1(X,2)).
query(\+ p21(3)).
