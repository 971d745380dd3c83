:- use_module(library(lists)).
0.5::e0(3,3).
0.2::e0(2,2).
0.2::e0(3,3); 0.1::e0(2,2); 0.3::e0(1,1).
0.1::e1(1,2).
0.8::e1(1,1).
0.3::e1(2,2); 0.1::e1(3,3); 0.3::e1(1,1).
0.3::e2(1).
0.8::e2(2).
0.1::e2(3); 0.2::e2(2).
p00(Y) :- e1(1,Y), e1(Y,1), p00(Y), T =.. [g, Y], T \== g(0), findall(V, e2(V), L), sum_list(L, T), T > 2.
P::p10(X,Y) :- (e2(X), between(1,3,Y), call(e2, Y), X >= 3), P is Y / 4.
P::p20(Y,Y) :- (e2(Z), between(1,3,Y), \+ e1(Y,Y)), P is Y / 4.
p20(Y,X) :- p20(Z,X), e2(X), between(1,3,Y), W is Y + 1, W < 5, W is X + 1, W < 5.
p21(1,2) :- X \== 1, p20(Z,X), p00(Z).
0.9::p30(X) :- p20(Y,Y), between(1,3,X).
0.5::p30(X) :- p20(X,Z), Z \== 3.
p30(1) :- p00(1).
query(p30(2)).
query(\+ e1(2,3)).
evidence(e2(2), false).
