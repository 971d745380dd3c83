:- use_module(library(lists)).
0.3::e0(1,2).
0.4::e0(1,1).
0.7::e0(2,2).
0.1::e0(1,3).
0.1::e0(3,3); 0.2::e0(2,2); 0.3::e0(1,1).
e1(2).
0.1::e1(3).
0.2::e1(1); 0.3::e1(2); 0.3::e1(3).
0.6::e2(1).
0.1::e2(1); 0.1::e2(3).
0.3::e3(2).
0.9::e3(1).
p00(X) :- e0(3,Z), e1(2), e2(Z), between(1,3,X), findall(V, e0(X,V), L), sum_list(L, T), T > 2.
0.1::p00(X) :- e1(Y), e1(2), p00(Y), between(1,3,X), \+ e1(X).
p00(Y) :- e3(3), between(1,3,Y).
p10(X) :- e2(X), p10(X), e3(2).
p10(Y) <- p00(Y), p10(Y), e3(1), compare(O, Y, 2), compare(O, Y, 3).
P::p20(Y,X) :- (p00(Z), between(1,3,X), between(1,3,Y), \+ e1(Y), compare(O, X, 3)), P is X / 4.
p30(X,Y) :- e3(Z), between(1,3,X), between(1,3,Y).
P::p30(X,X) :- (p31(2), between(1,3,X), \+ e3(X)), P is X / 4.
p31(Y) :- p10(X), between(1,3,Y), call(e3, Y).
0.3::p31(Y) :- e0(Z,2), between(1,3,Y), Z < 3, call(e2, 2).
query(p30(3,X)).
query(p10(X)).
query(p20(2,3)).
query(p10(X)) :- between(1,2,X).
