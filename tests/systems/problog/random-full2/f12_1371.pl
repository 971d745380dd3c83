:- use_module(library(lists)).
e0(3,2).
0.1::e0(2,2); 0.1::e0(1,1).
0.25::e1(2).
0.5::e2.
0.3::e3(3); 0.3::e3(1); 0.3::e3(2).
p00(X) <- e2, between(1,3,X).
0.6::p01(Y) :- e2, between(1,3,Y), findall(V, e3(V), L), L = [], call(e1, Y).
p01(X) :- e3(Z), between(1,3,X).
p01(1) :- p00(Z), e3(Z).
p10(3) :- p01(Z), p01(1), Z =\= 1.
p10(Y) :- e3(Z), p01(X), e3(Y).
0.3::p20(X) :- p00(X), p01(Z).
p21(1) :- e0(3,Z), e3(Z), p00(2), Z < 3, W is Z + 2, W < 5.
P::p30(X,X) :- (e1(Z), between(1,3,X)), P is X / 4.
p30(Y,1) :- p30(2,1), p21(1), p20(Y), \+ p10(Y), findall(V, e0(Y,V), L), L = [].
query(e0(X,Y)).
query(e3(2)).
query(p30(Y,3)).
