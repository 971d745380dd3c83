:- use_module(library(lists)).
e0(2).
0.1::e0(1); 0.1::e0(3).
0.3::e1(2).
0.75::e1(3).
0.1::e1(3); 0.1::e1(2).
0.9::e2(1).
0.1::e2(3).
0.4::e3.
P::p00(X,Y) :- (e0(1), e0(2), e1(Z), between(1,3,X), between(1,3,Y), not e1(X), \+ e2(3)), P is X / 4.
0.7::p00(X,Y) :- e0(2), e0(3), p00(X,X), between(1,3,Y), call(e2, Y).
p00(X,1) <- e2(X), e1(Y).
p10 :- e1(Z), p10, p11(2), findall(V, p00(Z,V), L), L = [], Z < 3.
0.4::p10 :- (e3) ; (e2(Y), e3, p00(Y,X), findall(V, e0(V), L), L = []).
p11(Y) :- p00(Z,3), e3, e0(2), between(1,3,Y), findall(V, p00(Y,V), L), sum_list(L, T), T > 2, not e1(Y).
P::p11(X) :- (p10, between(1,3,X), not p00(X,X), \+ e0(X)), P is X / 4.
p20(Y) :- p21(X,1), p10, p21(X,X), between(1,3,Y), Y \= 3, X = 2.
p20(1) :- e3, p10.
P::p21(Y,Y) :- ((p21(Z,Z), p10, e3, between(1,3,Y), findall(V, p11(V), L), L \= []) ; (Y \== 1, p10, e1(Y), Y >= 1)), P is Y / 4.
p21(Y,Y) :- p21(Z,X), e1(X), p11(3), between(1,3,Y), \+ e1(X).
query(e0(1)).
