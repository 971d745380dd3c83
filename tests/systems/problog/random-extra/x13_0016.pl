:- use_module(library(lists)).
0.6::e0(3,3).
e0(2,2).
0.1::e0(2,2); 0.3::e0(1,1).
0.8::e1(2,1).
0.1::e1(3,3); 0.3::e1(2,2); 0.1::e1(1,1).
p00(Y) :- (e0(3,2), between(1,3,Y), findall(V, e1(Y,V), L), length(L, N), N >= 2) ; (e1(Y,Y), e1(2,Y), e1(Y,X), findall(V, e0(Y,V), L), L = [], \+ e0(Y,X)).
P::p00(X) :- (e0(X,1), e0(1,X), e0(X,2), call(e0, X, X)), P is X / 4.
p10(Y,Y) :- Z \== 3, X == 1, e0(Y,3), e0(X,Y), e1(X,Z).
p10(X,Y) :- e1(1,2), p10(Z,2), between(1,3,X), between(1,3,Y), X @=< 2.
P::p10(Y,Y) :- (e1(X,Z), between(1,3,Y), Z \== 2, not e0(X,Z)), P is Y / 4.
\+p10(X,Y) :- e0(X,Y).
p11 :- e1(X,Z), p00(X), \+ p00(1), findall(V, e0(3,V), L), L = [].
0.8::p11 :- p10(X,Z), p10(X,Z), p10(X,X).
0.5::\+p11 :- e1(1,1).
p20 :- p10(X,Y), e0(Y,3).
P::p21(Y) :- (p10(Y,Z), p11, p21(Z), call(p00, Y)), P is Y / 4.
p30 :- p30.
0.75::p30 :- p21(Z), p10(Z,Z), Z \== Z.
p30 :- p21(X), \+ p21(3).
query(e1(2,1)).
query(p30).
