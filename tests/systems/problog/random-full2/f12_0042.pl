:- use_module(library(lists)).
0.3::e0.
e1(1).
0.1::e1(3); 0.2::e1(2).
0.75::e2(3,1).
0.2::e2(1,3).
0.25::e3(1).
0.2::e3(1); 0.3::e3(3); 0.2::e3(2).
0.2::p00(X) :- p00(3), e0, between(1,3,X), \+ e2(3,X).
p00(X) :- e1(X), findall(V, e1(V), L), L \= [].
p00(Y) :- X \== 3, e2(Y,Y), e1(Y), e2(X,Y), X =\= 3.
P::p01(2,Y) :- ((p01(1,X), e0, e3(X), between(1,3,Y), Y == Y, not e2(Y,X)) ; (e3(Z), between(1,3,Y), Z =\= 1, T =.. [g, Z], T \== g(0))), P is Y / 4.
P::p01(Y,Y) :- (Z \== 2, p01(Y,X), e3(X), p01(Y,Z)), P is Y / 4.
p01(2,1) :- p00(Z), e2(Z,Z), e3(Z), findall(V, e2(3,V), L), L = [].
0.4::p10 :- (e3(X), e2(Y,2)) ; (e0, call(e1, 3)).
p10 :- Y \== 3, e1(Y), findall(V, p01(Y,V), L), L \= [].
0.3::p10 :- e0, e3(Z), e3(Z).
query(p00(1)).
query(p00(Y)).
query(e2(X,3)).
query(e1(X)) :- between(1,2,X).
