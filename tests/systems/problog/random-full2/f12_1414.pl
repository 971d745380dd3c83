:- use_module(library(lists)).
0.2::e0(1,2).
0.75::e0(2,2).
0.25::e0(3,3).
0.3::e0(1,1); 0.2::e0(3,3).
0.3::e1.
0.9::e2(2).
0.2::e2(2); 0.2::e2(3); 0.1::e2(1).
0.25::e3.
p00 :- e1, e0(Y,Y).
p00 :- p00, e1, e0(2,Y), findall(V, e0(Y,V), L), L \= [].
p10(X,Y) :- p10(X,2), p10(3,Z), p00, between(1,3,Y).
p10(Y,Y) :- Y \== 3, p10(X,Y), Y =\= 1.
p10(X,X) :- e2(X), p00.
p11(X) :- (e1, between(1,3,X)) ; (e0(1,Y), e1, between(1,3,X)).
0.9::p20(1) :- X \== 1, p10(X,X), p10(X,X), findall(V, e2(V), L), length(L, N), N >= 2.
p20(X) :- p10(1,Y), between(1,3,X), findall(V, p10(Y,V), L), L \= [].
P::p20(X) :- (p20(Z), p10(2,Y), between(1,3,X)), P is X / 4.
p30(X) :- (p00, p30(3), between(1,3,X), findall(V, p20(V), L), length(L, N), N >= 2) ; (Z \== 2, p10(Z,Z), p10(1,X)).
p31 :- e1, e0(Z,3), call(p20, 2), findall(V, p10(Z,V), L), L = [].
p31 :- (p10(Z,Z), p30(Z), e1, not e2(Z)) ; (e3).
0.3::p31 <- e3, e2(X).
query(p11(3)).
query(e1).
