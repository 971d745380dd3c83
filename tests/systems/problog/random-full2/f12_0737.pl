:- use_module(library(lists)).
0.25::e0(1).
0.9::e0(3).
0.5::e0(2).
0.1::e0(2); 0.3::e0(1); 0.1::e0(3).
0.9::e1(3).
e1(2).
0.3::e1(1); 0.1::e1(3); 0.2::e1(2).
p00 :- p01, \+ e1(1).
p00 :- (p00, p01, p01) ; (e1(Z), p00, e1(Y), Z = Y).
0.3::p00 <- e1(X), e0(X), X @=< f(1).
0.2::p01 :- p00, p00, not e0(2).
p01 :- e1(Z), p01, W is Z + 3, W < 5, \+ e0(Z).
p01 :- p01, e0(Y), e1(2), call(e0, Y).
p10 :- e1(2), p00.
0.8::p10 :- p01.
p10 :- p01, e0(X).
0.25::p11 :- p01, p00, e1(Y), Y =\= 2, not e0(Y).
P::p20(X) :- (p20(1), between(1,3,X)), P is X / 4.
p20(2) :- p20(Y), p11, p11.
P::p30(X) :- (e0(X), p01, findall(V, p20(V), L), L = [], findall(V, e0(V), L), L = []), P is X / 4.
p30(X) :- p00, between(1,3,X).
p30(Y) :- p00, between(1,3,Y).
query(p11).
query(p30(X)).
query(p20(X)).
